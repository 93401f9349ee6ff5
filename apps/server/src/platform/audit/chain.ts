import { createHash } from 'node:crypto';

/** The chain's first `prevHash`: no row comes before it. */
export const genesisHash = '0'.repeat(64);

export type ChainedFields = {
  seq: bigint;
  createdAt: Date;
  staffId: number;
  staffUsername: string;
  merchantId: number | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

/**
 * JSON with object keys sorted at every depth. PostgreSQL's jsonb stores keys in its own
 * order, so the hash must not depend on the order the writer happened to use.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of one entry: the previous hash, then every field that matters, canonically. */
export function entryHash(prevHash: string, entry: ChainedFields): string {
  const body = canonicalJson([
    entry.seq.toString(),
    entry.createdAt.toISOString(),
    entry.staffId,
    entry.staffUsername,
    entry.merchantId,
    entry.action,
    entry.target,
    entry.before ?? null,
    entry.after ?? null,
  ]);
  return createHash('sha256').update(`${prevHash}\n${body}`).digest('hex');
}
