import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';

/**
 * The seamless wallet: how a game vendor moves a player's money while they play (issue 6,
 * "Seamless wallet for vendors"). Every call is a JSON POST that the vendor signs:
 *
 * - `X-Vendor: <vendor code>` (the catalogue's `vassalage`, e.g. STUDIO);
 * - `X-Signature: sha256=<hex HMAC-SHA256 of the raw request body, keyed with the vendor's
 *   seamless secret>`.
 *
 * No player `Authorization` token is involved: the launch token the vendor received in the
 * game URL is exchanged once at `authenticate` for a session token, which later calls carry.
 *
 * Amounts on this wire are INTEGER MINOR UNITS (hundredths: 1050 is 10.50), both ways,
 * unlike the player API's decimal major units: vendors' wallets count in integers, and an
 * integer cannot be rounded on the way.
 *
 * Every money call is idempotent by the vendor's `transactionId`: the same id with the same
 * content answers the first answer again and moves nothing; the same id with other content
 * is refused (409 `duplicate_transaction`). Answers use the platform envelope.
 */

export const vendorHeader = 'x-vendor';
export const signatureHeader = 'x-signature';

/** Minor units as a JSON integer (or a string of digits, for vendors whose integers are 64-bit). */
const minorUnits = z
  .union([z.number().int().min(0), z.string().regex(/^\d{1,15}$/)])
  .transform((value) => BigInt(value));
const positiveMinorUnits = minorUnits.refine((value) => value > 0n, 'amount_format');

/** A vendor's id of a transaction or a round: any text of 1 to 128 characters, kept as sent. */
const vendorId = z.string().min(1).max(128);
const token = z.string().min(1).max(256);

export const authenticateBody = z.object({ launchToken: token });
export const sessionBody = z.object({ sessionToken: token });

/** What every money call names: the game session, the vendor's transaction and its round. */
const moneyCall = { sessionToken: token, transactionId: vendorId, roundId: vendorId };

/** A bet: the stake leaves the player's wallet. Needs a live game session. */
export const debitBody = z.object({ ...moneyCall, amount: positiveMinorUnits });

/**
 * A win (0 for a round that won nothing). Accepted after the session expired. `roundEnded`
 * (default true) settles the round in the betting record; false keeps it open for more
 * bets or wins (free spins, a gamble step).
 */
export const creditBody = z.object({
  ...moneyCall,
  amount: minorUnits,
  roundEnded: z.boolean().optional(),
});

/**
 * Refunds the debit `refTransactionId`. Accepted after the session expired. A rollback of a
 * debit not received yet is remembered and answered normally; that debit is then refused
 * when it arrives (409 `bet_rolled_back`). A second rollback of the same debit moves nothing.
 */
export const rollbackBody = z.object({ ...moneyCall, refTransactionId: vendorId });

/** `authenticate`: the player behind a launch token, and the session token for later calls. */
export const player = z.object({
  sessionToken: z.string(),
  /** The platform's id of the player, stable across sessions. */
  playerId: z.string(),
  username: z.string(),
  currency: z.string(),
  /** Minor units. Play money in a free-play session. */
  balance: z.number().int(),
  /** Free play: only play money moves, nothing reaches the player's wallet. */
  freePlay: z.boolean(),
  /** The vendor's id of the game launched. */
  gameId: z.string(),
  /** The player's language, upper case (EN, VI). */
  language: z.string(),
});

export const balance = z.object({
  /** Minor units. */
  balance: z.number().int(),
  currency: z.string(),
});

/** What a debit, credit or rollback answers: the balance after it (minor units). */
export const transactionResult = z.object({
  balance: z.number().int(),
  transactionId: z.string(),
});

export type Player = z.infer<typeof player>;
export type TransactionResult = z.infer<typeof transactionResult>;

/** How every call is signed and counted; each summary ends with it. */
const signed =
  'Signed: `X-Vendor: <code>`, `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. ' +
  'Amounts are integer minor units.';

export const endpoints = {
  authenticate: {
    method: 'POST',
    path: paths.seamlessAuthenticate,
    summary: `Exchange the one-time launch token for the player and a session token. ${signed}`,
    body: authenticateBody,
    response: envelope(player),
  },
  balance: {
    method: 'POST',
    path: paths.seamlessBalance,
    summary: `The player's balance in a live game session. ${signed}`,
    body: sessionBody,
    response: envelope(balance),
  },
  debit: {
    method: 'POST',
    path: paths.seamlessDebit,
    summary: `Take a stake (live session only; idempotent by transactionId). ${signed}`,
    body: debitBody,
    response: envelope(transactionResult),
  },
  credit: {
    method: 'POST',
    path: paths.seamlessCredit,
    summary: `Pay a win, also after the session expired (idempotent). ${signed}`,
    body: creditBody,
    response: envelope(transactionResult),
  },
  rollback: {
    method: 'POST',
    path: paths.seamlessRollback,
    summary: `Refund a debit, even one not received yet (idempotent). ${signed}`,
    body: rollbackBody,
    response: envelope(transactionResult),
  },
} as const;
