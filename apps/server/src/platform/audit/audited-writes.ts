import type { Database } from '../db/database';
import type { AppError } from '../http/app-error';
import { recordAudit, type AuditActor } from './audit-log';

// What the console's audited writes share (content, help articles, settings, brands): the
// fields that changed, the entry in the write's transaction, a unique value taken meanwhile,
// a reorder. Each write is one transaction with exactly one audit entry.

/** Who makes a change, and for which brand: the signed-in staff member and the console's merchant. */
export type MerchantActor = { merchantId: number; staff: AuditActor };

/** A value as the audit log holds it (bigint amounts as their digits), to compare two. */
const asJson = (value: unknown) =>
  JSON.stringify(value, (_key, child: unknown) =>
    typeof child === 'bigint' ? child.toString() : child,
  );

/**
 * Only what changed, before and after; an edit that changed nothing records two empty objects.
 * A field `after` leaves undefined is one the edit does not touch.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const keys = (Object.keys(after) as (keyof T & string)[]).filter(
    (key) => after[key] !== undefined && asJson(before[key]) !== asJson(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}

/** The audit entry of one write, in the transaction `tx` of the write. */
export function recordContentAudit(
  tx: Database,
  actor: MerchantActor,
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
  actor: MerchantActor,
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
    /** The refusal when an id is not one of the merchant's rows. */
    notFound: () => AppError;
  },
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const current = await table.lock(tx, actor.merchantId, ids);
    if (current.length !== ids.length) throw table.notFound();
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
