// Plain values of the wallet domain, without zod (see system-values.ts): what a posting can
// be, and amounts between the wire's decimals and the ledger's integer minor units.

/** What a ledger posting records; the account record (transactionHistory) filters on these. */
export const postingKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'wallet_transfer',
  'upline_transfer',
  'downline_transfer',
  'bet',
  'win',
  'rollback',
  'bonus',
  'adjustment',
] as const;
export type PostingKind = (typeof postingKinds)[number];

/** Wire `accountTypeId` of the main wallet in `/wps/v2/wallets/balance` (wire conventions). */
export const mainWalletTypeId = 2;

/** Every currency is kept in hundredths: the site shows 2 decimals for all (spec §9). */
export const minorUnitsPerMajor = 100n;

/**
 * A wire amount (a decimal number or string of major units, at most 2 decimals) as minor
 * units, or null when it is not one. Parsed from its text, so 0.1 + 0.2 never happens.
 */
export function parseAmount(input: unknown): bigint | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * minorUnitsPerMajor + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the wire's decimal number of major units (exact below 2^53 / 100). */
export function toMajor(minorUnits: bigint): number {
  return Number(minorUnits) / Number(minorUnitsPerMajor);
}
