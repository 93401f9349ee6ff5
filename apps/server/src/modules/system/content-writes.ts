import { recordAudit, type AuditActor } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

// What every audited write of the console's content shares: the announcements and notices
// (messaging) and the help centre's articles (here). Each write is one transaction with
// exactly one audit entry.

/** Who changes content, and for which brand: the signed-in staff member and the console's merchant. */
export type ContentActor = { merchantId: number; staff: AuditActor };

export const contentNotFound = () => new AppError('content.not.found', 'content_not_found', 404);

type Fields = Record<string, unknown>;

/** Only what changed, before and after; an edit that changed nothing records two empty objects. */
export function changedFields(before: Fields, after: Fields) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** The audit entry of one content write, in the transaction `tx` of the write. */
export function recordContentAudit(
  tx: Database,
  actor: ContentActor,
  entry: { action: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  return recordAudit(tx, { staff: actor.staff, merchantId: actor.merchantId, ...entry });
}

function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: string; cause?: { code?: string } };
  return failure.code === '23505' || failure.cause?.code === '23505';
}

/**
 * Runs a write; a unique value (a code, a key) another row took meanwhile, after the write's
 * own check, answers `taken()` (a 409), not 500.
 */
export async function guardUnique<T>(taken: () => AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

type OrderedRow = { id: number; sortOrder: number };

/**
 * Puts rows in the order of `ids` (sort orders 1, 2, 3...) and audits the moves. Every id must
 * be the merchant's, or nothing changes; rows already in place are not written.
 */
export async function orderByIds<Row extends OrderedRow>(
  db: Database,
  actor: ContentActor,
  ids: number[],
  table: {
    /** The merchant's rows of these ids, locked for the transaction. */
    lock: (tx: Database, merchantId: number, ids: number[]) => PromiseLike<Row[]>;
    update: (
      tx: Database,
      merchantId: number,
      id: number,
      values: { sortOrder: number },
    ) => Promise<Row>;
    /** The audit entry's action and target: `content.help.reorder`, `help-articles`. */
    action: string;
    target: string;
  },
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const current = await table.lock(tx, actor.merchantId, ids);
    if (current.length !== ids.length) throw contentNotFound();
    const byId = new Map(current.map((row) => [row.id, row]));
    const before: OrderedRow[] = [];
    const after: OrderedRow[] = [];
    const ordered: Row[] = [];
    for (const [index, id] of ids.entries()) {
      const row = byId.get(id)!;
      const sortOrder = index + 1;
      if (row.sortOrder === sortOrder) {
        ordered.push(row);
        continue;
      }
      before.push({ id, sortOrder: row.sortOrder });
      after.push({ id, sortOrder });
      ordered.push(await table.update(tx, actor.merchantId, id, { sortOrder }));
    }
    await recordContentAudit(tx, actor, {
      action: table.action,
      target: table.target,
      before,
      after,
    });
    return ordered;
  });
}
