// Deposits: the ways to pay in, opening an order, its settlement by the operator (bank
// transfer) or the gateway's signed callback (the demo gateway's too), the operator's queue.
export { createDeposit, depositMethods, publicDepositMethods } from './open';
export { depositQueuePage, memberDepositPage } from './orders';
export { creditedDepositsByDay } from './queries';
export { confirmDeposit, receiveGatewayCallback, rejectDeposit } from './settlement';
export { signPayload, signatureMatches } from './payment-gateway';
