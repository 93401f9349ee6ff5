// Bet records: one row per game round (stake, win, settled or refunded), written by the
// seamless wallet in the transaction of each posting, read by the member centre's betting
// record, the console and its reports. Its public surface.
export { bettingRecord, bettingRound } from './records';
export {
  removeStake,
  stakeAdded,
  winAdded,
  settledRoundsByCategory,
  settledRoundsByDay,
  settledRoundsByVendor,
  type RoundFigures,
  type RoundKey,
} from './queries';
