import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

// The console's reports of money in and out, per UTC day: deposits on the day they were
// credited, withdrawals on the day they were paid out (whatever the member answered later).

type Row = Record<string, unknown>;

/** A period of UTC days: from the first day's midnight up to the day after the last. */
export type ReportPeriod = { from: Date; until: Date };

/** How many orders of a day, and their amounts (minor units). */
export type OrderFigures = { count: number; amount: bigint };

async function figuresByDay(db: Database, query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return new Map<string, OrderFigures>(
    result.rows.map((row) => [
      String(row.day),
      { count: Number(row.orders), amount: BigInt(row.amount as string) },
    ]),
  );
}

const dayOf = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD') as day`);
const orderFigures = sql.raw(`count(*)::int as orders, coalesce(sum(amount), 0)::text as amount`);

/** Credited deposits of the merchant per day; days without any are absent. */
export function creditedDepositsByDay(
  db: Database,
  merchantId: number,
  period: ReportPeriod,
): Promise<Map<string, OrderFigures>> {
  return figuresByDay(
    db,
    sql`select ${dayOf('settled_at')}, ${orderFigures}
      from deposits
      where merchant_id = ${merchantId} and status = 'credited'
        and settled_at >= ${period.from.toISOString()}::timestamptz
        and settled_at < ${period.until.toISOString()}::timestamptz
      group by 1`,
  );
}

/** Withdrawals of the merchant paid out per day (paid, or paid and since confirmed). */
export function paidWithdrawalsByDay(
  db: Database,
  merchantId: number,
  period: ReportPeriod,
): Promise<Map<string, OrderFigures>> {
  return figuresByDay(
    db,
    sql`select ${dayOf('paid_at')}, ${orderFigures}
      from withdrawals
      where merchant_id = ${merchantId} and status in ('paid', 'confirmed')
        and paid_at >= ${period.from.toISOString()}::timestamptz
        and paid_at < ${period.until.toISOString()}::timestamptz
      group by 1`,
  );
}
