import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

// The console's reports read settled rounds: a round counts on the UTC day it settled, with
// the stake that stayed at play and what it paid. Open rounds (no result yet) and refunded
// ones are left out, so a day's figures do not move once its rounds are settled.

type Row = Record<string, unknown>;

/** A period of UTC days: from the first day's midnight up to the day after the last. */
export type ReportPeriod = { from: Date; until: Date };

/** Settled rounds of a group (a day, a category, a vendor): how many, staked, won. */
export type RoundFigures = { rounds: number; stake: bigint; win: bigint };

const settledIn = (merchantId: number, period: ReportPeriod) =>
  sql`b.merchant_id = ${merchantId} and b.status = 'settled'
    and b.settled_at >= ${period.from.toISOString()}::timestamptz
    and b.settled_at < ${period.until.toISOString()}::timestamptz`;

const figures = sql.raw(
  `count(*)::int as rounds, coalesce(sum(b.stake), 0)::text as stake,
   coalesce(sum(b.win), 0)::text as win`,
);

function toFigures(row: Row): RoundFigures {
  return {
    rounds: Number(row.rounds),
    stake: BigInt(row.stake as string),
    win: BigInt(row.win as string),
  };
}

/** The merchant's settled rounds per UTC day (`YYYY-MM-DD`); days without any are absent. */
export async function settledRoundsByDay(
  db: Database,
  merchantId: number,
  period: ReportPeriod,
): Promise<Map<string, RoundFigures>> {
  const result = (await db.execute(sql`
    select to_char(b.settled_at at time zone 'UTC', 'YYYY-MM-DD') as day, ${figures}
    from bet_records b
    where ${settledIn(merchantId, period)}
    group by 1`)) as unknown as { rows: Row[] };
  return new Map(result.rows.map((row) => [String(row.day), toFigures(row)]));
}

/** The merchant's settled rounds of the period per game category. */
export async function settledRoundsByCategory(
  db: Database,
  merchantId: number,
  period: ReportPeriod,
): Promise<(RoundFigures & { category: string })[]> {
  const result = (await db.execute(sql`
    select b.category, ${figures}
    from bet_records b
    where ${settledIn(merchantId, period)}
    group by b.category`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({ category: String(row.category), ...toFigures(row) }));
}

/** The merchant's settled rounds of the period per vendor, with the vendor's code and name. */
export async function settledRoundsByVendor(
  db: Database,
  merchantId: number,
  period: ReportPeriod,
): Promise<(RoundFigures & { vendorCode: string; vendorName: string })[]> {
  const result = (await db.execute(sql`
    select v.code, v.display_name, t.rounds, t.stake, t.win
    from (
      select b.vendor_id, ${figures}
      from bet_records b
      where ${settledIn(merchantId, period)}
      group by b.vendor_id
    ) t
    join game_vendors v on v.id = t.vendor_id`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    vendorCode: String(row.code),
    vendorName: String(row.display_name),
    ...toFigures(row),
  }));
}
