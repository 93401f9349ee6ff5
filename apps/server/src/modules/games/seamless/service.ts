// The seamless wallet: how every vendor, the studio included, moves a player's money
// (authenticate, balance, debit, credit, rollback; HMAC-signed; idempotent by transaction
// id). Its public surface.
export {
  authenticate,
  gameSessionLifetimeMs,
  openGameSession,
  sessionBalance,
  type CreditCall,
  type DebitCall,
  type RollbackCall,
  type SeamlessResult,
  type SeamlessSession,
} from './sessions';
export { credit, debit, playedRound, rollback } from './wallet';
export { forgetVendorSecrets } from './signature';
