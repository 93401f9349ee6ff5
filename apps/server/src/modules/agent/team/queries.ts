import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';

// An agent's tree: the members registered under it (`members.upline_id`), under them, and so
// on, walked by a recursive query on the `members_upline` index. The members table is the
// member module's; these read it only to follow the upline links, the one thing the agent
// domain adds to it, and change nothing.

/**
 * How deep the walk goes at most. Registration and the console never make a loop of uplines,
 * but a loop would make the walk endless: the limit stops it.
 */
export const maxTreeDepth = 64;

/** The agent's tree as a CTE named `tree` (member id and depth, 1 for a direct downline). */
const treeOf = (merchantId: number, agentId: bigint) => sql`
  with recursive tree(id, depth) as (
    select m.id, 1 from members m
    where m.merchant_id = ${merchantId} and m.upline_id = ${agentId}
    union all
    select m.id, t.depth + 1 from members m join tree t on m.upline_id = t.id
    where t.depth < ${maxTreeDepth}
  )`;

/** A member of the team: enough for the overview's counts. */
export type TeamMember = { id: bigint; createdAt: Date };

/** Every member of the agent's tree, at any depth. */
export async function teamMembers(
  db: Database,
  merchantId: number,
  agentId: bigint,
): Promise<TeamMember[]> {
  const rows = await rowsOf<{ id: string; created_at: string | Date }>(
    db,
    sql`${treeOf(merchantId, agentId)}
    select m.id::text as id, m.created_at from tree t join members m on m.id = t.id`,
  );
  return rows.map((row) => ({ id: BigInt(row.id), createdAt: new Date(row.created_at) }));
}

/** A row of the downline list, as the database answers it. */
export type DownlineRow = {
  id: bigint;
  username: string;
  nickname: string | null;
  accountType: number;
  status: string;
  level: number;
  upline: string;
  directDownlines: number;
  registeredAt: Date;
  lastLoginAt: Date | null;
};

type RawDownline = {
  id: string;
  username: string;
  nickname: string | null;
  account_type: number;
  status: string;
  depth: number;
  upline: string;
  direct_downlines: number;
  created_at: string | Date;
  last_login_at: string | Date | null;
  total_count?: number;
};

const toDownlineRow = (row: RawDownline): DownlineRow => ({
  id: BigInt(row.id),
  username: row.username,
  nickname: row.nickname,
  accountType: Number(row.account_type),
  status: row.status,
  level: Number(row.depth),
  upline: row.upline,
  directDownlines: Number(row.direct_downlines),
  registeredAt: new Date(row.created_at),
  lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
});

const downlineColumns = sql`m.id::text as id, m.username, m.nickname, m.account_type, m.status,
  t.depth, u.username as upline, m.created_at, m.last_login_at,
  (select count(*)::int from members c where c.upline_id = m.id) as direct_downlines`;

export type DownlineFilter = { username?: string; status?: string; level?: number };

/** `%` and `_` in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the agent's tree: direct downlines first, then each level below, by username
 * within a level; filtered by part of a username, a status, a level.
 */
export async function downlinePage(
  db: Database,
  merchantId: number,
  agentId: bigint,
  filter: DownlineFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: DownlineRow[]; totalCount: number }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.username) conditions.push(sql`m.username ilike ${likePattern(filter.username)}`);
  if (filter.status) conditions.push(sql`m.status = ${filter.status}`);
  if (filter.level) conditions.push(sql`t.depth = ${filter.level}`);
  const where = sql.join(conditions, sql` and `);
  const rows = await rowsOf<RawDownline>(
    db,
    sql`${treeOf(merchantId, agentId)}
    select ${downlineColumns}, count(*) over ()::int as total_count
    from tree t join members m on m.id = t.id join members u on u.id = m.upline_id
    where ${where}
    order by t.depth, lower(m.username)
    limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`,
  );
  const totalCount =
    rows.length > 0 || page.pageNo === 1
      ? Number(rows[0]?.total_count ?? 0)
      : await countDownlines(db, merchantId, agentId, where);
  return { rows: rows.map(toDownlineRow), totalCount };
}

/** The count of a filtered tree, for a page asked for past its end. */
async function countDownlines(db: Database, merchantId: number, agentId: bigint, where: SQL) {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`${treeOf(merchantId, agentId)}
    select count(*)::int as total from tree t join members m on m.id = t.id where ${where}`,
  );
  return Number(row?.total ?? 0);
}

/** One member of the agent's tree by username (any case); undefined when not in it. */
export async function downlineNamed(
  db: Database,
  merchantId: number,
  agentId: bigint,
  username: string,
): Promise<DownlineRow | undefined> {
  const [row] = await rowsOf<RawDownline>(
    db,
    sql`${treeOf(merchantId, agentId)}
    select ${downlineColumns}
    from tree t join members m on m.id = t.id join members u on u.id = m.upline_id
    where lower(m.username) = lower(${username})
    limit 1`,
  );
  return row && toDownlineRow(row);
}
