// The fast draws as the server and the site use them (the `elottery` namespace): how each
// draw is made and verified, the sides every game's side bets name, and odds as merchants
// write them (at home in odds.ts, named here too because a fast-draw client reads odds).
export * from './elottery-draw';
export { SIDES, type Side } from './elottery-bets';
export { decimalOdds } from './odds';
