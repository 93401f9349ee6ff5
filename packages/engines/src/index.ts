export * from './rng/provably-fair';
export * from './rng/draw';
// Simulations and benches only; real rounds draw from `seededRng`.
export * from './rng/fast-prng';
export * from './rational';
// Games as namespaces: each has its own `spin`, and more games will follow.
export * as roulette from './roulette/european';
export * as classic3x3 from './slots/classic-3x3';
export * as video5x3 from './slots/video-5x3';
export * as ways5x4 from './slots/ways-5x4';
// Which engine plays which studio game: shared by the server and the rounds' verifiers.
export * as studioRounds from './studio/rounds';
// Lottery (issue 16): the shape every game's bet types share, then each game's maths.
export type {
  LotteryBetType,
  LotteryRefusal,
  OddsTable,
  PrizeWon,
  Selection as LotterySelection,
  SelectionCheck,
} from './lottery/types';
// The odds arithmetic every lottery game shares: odds as merchants write them, exact returns.
export * as lotteryOdds from './lottery/odds';
// The fast draws: the provably fair draw of each game, then the bet types of each.
export * as elottery from './lottery/elottery';
export * as ssc from './lottery/elottery-ssc';
export * as k3 from './lottery/elottery-k3';
export * as pk10 from './lottery/elottery-pk10';
export * as keno from './lottery/elottery-keno';
// Games drawn elsewhere, their results entered or received: each one's result check and bets.
export * as vietnam from './lottery/vietnam';
export * as fourD from './lottery/sea-4d';
export * as thai from './lottery/thai';
