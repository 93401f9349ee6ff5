// The lottery module's public surface: what main.ts (the scheduler's job), the console and
// tests may call. Everything else in this folder is internal. Its sub-domains, each entered
// through its own service.ts:
//   games/    each merchant's lottery games: rules, odds, limits, and the engines behind them
//   draws/    a game's draws from creation (seed committed) through close and draw to settled
//   tickets/  placing, cancelling and listing tickets; settling a draw's tickets in batches
export { lotteryDrawJob, lotteryJobs, runLotterySchedule, ticketsPerRun } from './scheduler';
export { lotteryGameList } from './lobby';
export { cancelDraw } from './draws/service';
export { fetchDueResults, startResultFetcher } from './results/service';
