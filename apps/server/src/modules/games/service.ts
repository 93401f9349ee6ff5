// The games module's public surface: what other modules (the studio, the console's reports)
// and tools may call. A list of re-exports; everything else in this folder is internal.
//
// Its sub-domains, each entered through its own service.ts:
//   catalogue/    the games and vendors each merchant offers, the lobby's memory of them,
//                 and the vendor adapters that open a vendor's games
//   lobby/        the player's lobby calls: menus, lists, hot, popular, rooms, the winner
//                 board, and a member's favourites and recent games
//   launch/       opening a game: the player's right to it, a session with a launch token
//   seamless/     the signed vendor wallet: authenticate, balance, debit, credit, rollback
//   bet-records/  one row per game round: the betting record and the reports' figures
//   console/      the console's Games section, vendor connections and a member's bets
export {
  authenticate,
  credit,
  debit,
  gameSessionLifetimeMs,
  playedRound,
  rollback,
  sessionBalance,
  type CreditCall,
  type DebitCall,
  type RollbackCall,
  type SeamlessResult,
  type SeamlessSession,
} from './seamless/service';
export {
  bettingRecord,
  bettingRound,
  openRounds,
  setRounds,
  settledRoundsByCategory,
  settledRoundsByDay,
  settledRoundsByVendor,
  settledStakesByMember,
  type MemberCategoryStakes,
  type OpenedRound,
  type RoundState,
} from './bet-records/service';
export {
  catalogueGamesById,
  forgetCachedLobby,
  gameMenus,
  nameIn,
  offeredGameOrNotFound,
  vendorAdapterNamed,
} from './catalogue/service';
export { gameListPage, maskName, winnerBoard } from './lobby/service';
export { freePlayBalance, launchGame, launchTokenTtlMs } from './launch/service';
