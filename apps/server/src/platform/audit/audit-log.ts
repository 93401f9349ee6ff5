import { asc, desc, gt } from 'drizzle-orm';
import { lockUntilCommit } from '../db/advisory-locks';
import type { Database } from '../db/database';
import { entryHash, genesisHash } from './chain';
import { auditLog } from './schema';

/** Who made a change: the signed-in staff member (`request.staff`). */
export type AuditActor = { staffId: number; username: string };

export type AuditEntry = {
  staff: AuditActor;
  /** The merchant the change belongs to; null for platform-wide changes (staff, merchants). */
  merchantId: number | null;
  /** A dotted verb: `member.lock`, `settings.maintenance.update`, `deposit.confirm`. */
  action: string;
  /** The row it touched: `member:42`, `game:STUDIO_classic3x3`, `merchant:demo`. */
  target: string;
  /** The changed fields before and after, as plain JSON (bigint written as strings). */
  before?: unknown;
  after?: unknown;
};

// One chain for the whole deployment; its lock is apart from the wallet's and the jobs' keys.
const chainLock = 'audit_log:chain';

/** JSON as jsonb will hold it: bigints become strings, Dates ISO strings, undefined dropped. */
function plainJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, child: unknown) =>
      typeof child === 'bigint' ? child.toString() : child,
    ),
  );
}

/**
 * Appends one entry to the audit log. Call it inside the transaction of the write it records,
 * so the change and its entry commit or roll back together. Entries are chained under a
 * transaction lock: concurrent writers queue here for the few microseconds of the insert.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await lockUntilCommit(tx, chainLock);
  const [last] = await tx
    .select({ seq: auditLog.seq, hash: auditLog.hash })
    .from(auditLog)
    .orderBy(desc(auditLog.seq))
    .limit(1);
  const fields = {
    seq: (last?.seq ?? 0n) + 1n,
    // Millisecond precision, like the column, so the stored time hashes the same when read.
    createdAt: new Date(),
    staffId: entry.staff.staffId,
    staffUsername: entry.staff.username,
    merchantId: entry.merchantId,
    action: entry.action,
    target: entry.target,
    before: plainJson(entry.before),
    after: plainJson(entry.after),
  };
  const prevHash = last?.hash ?? genesisHash;
  await tx.insert(auditLog).values({ ...fields, prevHash, hash: entryHash(prevHash, fields) });
}

export type ChainCheck =
  | { intact: true; checked: number }
  | { intact: false; checked: number; brokenAt: string; reason: 'hash' | 'link' | 'gap' };

/**
 * Walks the whole chain from the first entry and recomputes every hash. Any edited field,
 * deleted row or re-ordered link shows as the first entry where the chain stops holding.
 */
export async function verifyAuditChain(db: Database, batchSize = 1000): Promise<ChainCheck> {
  let prevHash = genesisHash;
  let expectedSeq = 1n;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.seq, expectedSeq - 1n))
      .orderBy(asc(auditLog.seq))
      .limit(batchSize);
    for (const row of rows) {
      const at = row.seq.toString();
      if (row.seq !== expectedSeq) return { intact: false, checked, brokenAt: at, reason: 'gap' };
      if (row.prevHash !== prevHash) {
        return { intact: false, checked, brokenAt: at, reason: 'link' };
      }
      if (entryHash(prevHash, row) !== row.hash) {
        return { intact: false, checked, brokenAt: at, reason: 'hash' };
      }
      prevHash = row.hash;
      expectedSeq += 1n;
      checked += 1;
    }
    if (rows.length < batchSize) return { intact: true, checked };
  }
}
