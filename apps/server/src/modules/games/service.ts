// The games module's public surface: what other modules (the studio, rewards, the console)
// and tools may call. A list of re-exports; everything else in this folder is internal.
export {
  authenticate,
  credit,
  debit,
  gameSessionLifetimeMs,
  rollback,
  sessionBalance,
  type CreditCall,
  type DebitCall,
  type RollbackCall,
  type SeamlessResult,
  type SeamlessSession,
} from './seamless';
export { bettingRecord, bettingRound } from './bet-records';
export { gameListPage, gameMenus, nameIn, offeredGameOrNotFound } from './catalogue';
export { forgetCachedLobby } from './catalogue-cache';
export { launchGame, freePlayBalance, launchTokenTtlMs } from './launch';
export { maskName, winnerBoard } from './winners';
export { vendorAdapterNamed } from './vendor-adapters';
export {
  settledRoundsByCategory,
  settledRoundsByDay,
  settledRoundsByVendor,
} from './reports-queries';
