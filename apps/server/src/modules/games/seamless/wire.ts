import type { seamless } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { EndpointValue } from '../../../platform/http/endpoint-route';
import { authenticate, sessionBalance, type SeamlessResult } from './sessions';
import { credit, debit, rollback } from './wallet';

// The seamless calls as vendors see them: the wallet's answers in the contract's wire form
// (amounts as integer minor units in a JSON number).

type Endpoints = typeof seamless.endpoints;

const moneyAnswer = (result: SeamlessResult) => ({
  balance: Number(result.balance),
  transactionId: result.transactionId,
});

export async function vendorAuthenticate(
  db: Database,
  vendorCode: string,
  launchToken: string,
): Promise<EndpointValue<Endpoints['authenticate']>> {
  const session = await authenticate(db, vendorCode, launchToken);
  return {
    sessionToken: session.sessionToken,
    playerId: String(session.memberId),
    username: session.username,
    currency: session.currency,
    balance: Number(session.balance),
    freePlay: session.freePlay,
    gameId: session.vendorGameId,
    language: session.language,
  };
}

export async function vendorBalance(db: Database, vendorCode: string, sessionToken: string) {
  const { balance, currency } = await sessionBalance(db, vendorCode, sessionToken);
  return { balance: Number(balance), currency };
}

export const vendorDebit = async (...args: Parameters<typeof debit>) =>
  moneyAnswer(await debit(...args));
export const vendorCredit = async (...args: Parameters<typeof credit>) =>
  moneyAnswer(await credit(...args));
export const vendorRollback = async (...args: Parameters<typeof rollback>) =>
  moneyAnswer(await rollback(...args));
