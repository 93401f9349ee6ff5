// The lottery's tickets: placing them on an open draw (stake posted, betting record
// opened), cancelling one before its draw closes, a member's list, settling or refunding a
// draw's tickets a batch at a time for the scheduler, and settling them again after a
// corrected result (only the difference moves; what a wallet cannot give back is owed).
export { placeTickets, type Bettor } from './placement';
export { cancelTicket, memberTickets } from './member-tickets';
export { resettleDrawBatch, settleDrawBatch, type BatchOutcome } from './settlement';
export { everyTicket, forgetSettlementCursors, lanesFinished, type Lane } from './queries';
export { correctionTotals, listDebts as ticketDebts, type TicketDebt } from './correction-queries';
