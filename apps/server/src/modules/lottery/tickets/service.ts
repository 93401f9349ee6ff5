// The lottery's tickets: placing them on an open draw (stake posted, betting record
// opened), cancelling one before its draw closes, a member's list, and settling or refunding
// a draw's tickets a batch at a time for the scheduler.
export { placeTickets, type Bettor } from './placement';
export { cancelTicket, memberTickets } from './member-tickets';
export { settleDrawBatch, type BatchOutcome } from './settlement';
