import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { executePrepared } from './prepared';

/**
 * The rows of a raw SQL statement, typed by the caller. Both drivers answer `{ rows }`, but
 * Drizzle's generic database type does not say so; the one cast lives here, not after every
 * statement. `Row` describes what the SELECT list returns (bigint columns come as text or
 * numbers depending on the driver: cast them in SQL and convert them in the caller).
 */
export async function rowsOf<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Values as a JSON text for a statement to read as rows (`jsonb_to_recordset`), bigints as
 * their decimal strings (JSON has no integers beyond 2^53; PostgreSQL casts them back).
 */
export const jsonForSql = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? item.toString() : item,
  );

/** `rowsOf` for a hot statement run as a named prepared statement (see `executePrepared`). */
export async function preparedRowsOf<Row extends Record<string, unknown>>(
  db: Database,
  name: string,
  query: SQL,
): Promise<Row[]> {
  return (await executePrepared(db, name, query)).rows as Row[];
}

/** How many rows of a day, and the sum of their amounts (minor units). */
export type DayTotals = { count: number; amount: bigint };

/**
 * A span of time, `from` included and `until` not: a report's UTC days (the first day's
 * midnight up to the day after the last), a record page's dates.
 */
export type Period = { from: Date; until: Date };

/** Members' ids as one array parameter, however large the team, rather than one parameter each. */
const memberAmong = (column: PgColumn, memberIds: readonly bigint[]) =>
  sql`${column} = any(${`{${memberIds.join(',')}}`}::bigint[])`;

/**
 * A report's query of one kind of row (credited deposits, paid withdrawals): the merchant's
 * rows that `counted` admits, counted and their amounts summed per UTC day of `day` within a
 * period, `YYYY-MM-DD → totals`; days without rows are absent. `memberIds` narrows them to
 * some members (an agent's team); an empty team has no rows at all.
 */
export function dayTotalsQuery(source: {
  table: PgTable;
  merchant: PgColumn;
  member: PgColumn;
  day: PgColumn;
  amount: PgColumn;
  counted: SQL;
}) {
  return async (
    db: Database,
    merchantId: number,
    period: Period,
    memberIds?: readonly bigint[],
  ): Promise<Map<string, DayTotals>> => {
    if (memberIds && memberIds.length === 0) return new Map();
    const rows = await db
      .select({
        day: sql<string>`to_char(${source.day} at time zone 'UTC', 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${source.amount}), 0)::text`,
      })
      .from(source.table)
      .where(
        and(
          eq(source.merchant, merchantId),
          source.counted,
          gte(source.day, period.from),
          lt(source.day, period.until),
          memberIds ? memberAmong(source.member, memberIds) : undefined,
        ),
      )
      .groupBy(sql`1`);
    return new Map(
      rows.map((row) => [row.day, { count: Number(row.count), amount: BigInt(row.amount) }]),
    );
  };
}
