// Bet records: one row per game round (stake, win, settled or refunded), written by the
// seamless wallet in the transaction of each posting (and by the lottery, a batch of its
// tickets at a time), read by the member centre's betting record, the console and its
// reports. Its public surface.
export { bettingRecord, bettingRound } from './records';
export {
  openRounds,
  setRounds,
  removeStake,
  stakeAdded,
  winAdded,
  settledRoundsByCategory,
  settledRoundsByDay,
  settledRoundsByVendor,
  settledStakesByMember,
  type MemberCategoryStakes,
  type OpenedRound,
  type RoundState,
  type RoundFigures,
  type RoundKey,
} from './queries';
