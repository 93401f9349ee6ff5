import { sql } from 'drizzle-orm';
import { trialAccountType } from '@croupier/contract';
import type { Database } from '../../platform/db/database';

type Row = Record<string, unknown>;

/** A period of UTC days: from the first day's midnight up to the day after the last. */
export type ReportPeriod = { from: Date; until: Date };

/**
 * New accounts of the merchant per UTC day (players and agents); trial accounts are opened
 * by every "play for fun" click and are not registrations. Days without any are absent.
 */
export async function registrationsByDay(
  db: Database,
  merchantId: number,
  period: ReportPeriod,
): Promise<Map<string, number>> {
  const result = (await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as accounts
    from members
    where merchant_id = ${merchantId} and account_type <> ${trialAccountType}
      and created_at >= ${period.from.toISOString()}::timestamptz
      and created_at < ${period.until.toISOString()}::timestamptz
    group by 1`)) as unknown as { rows: Row[] };
  return new Map(result.rows.map((row) => [String(row.day), Number(row.accounts)]));
}
