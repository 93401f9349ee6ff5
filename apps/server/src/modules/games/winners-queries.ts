import { sql } from 'drizzle-orm';
import type { GameCategory } from '@croupier/contract';
import type { Database } from '../../platform/db/database';

export type WinRow = {
  win: bigint;
  username: string;
  names: Record<string, string>;
  icon: string;
  nodeId: number;
  category: GameCategory;
  vendorCode: string;
};

/**
 * The merchant's biggest settled wins of the last `days` days, biggest first. Only rounds
 * really played count: free play leaves no bet record.
 */
export async function listBiggestWins(
  db: Database,
  merchantId: number,
  days: number,
  limit: number,
): Promise<WinRow[]> {
  const result = (await db.execute(sql`
    select b.win, m.username, g.names, g.icon, g.node_id, g.category, v.code as vendor_code
    from bet_records b
    join members m on m.id = b.member_id
    join games g on g.id = b.game_id
    join game_vendors v on v.id = b.vendor_id
    where b.merchant_id = ${merchantId} and b.status = 'settled' and b.win > 0
      and b.settled_at >= now() - make_interval(days => ${days})
    order by b.win desc, b.settled_at desc, b.id desc
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    win: BigInt(row.win as bigint | number | string),
    username: String(row.username),
    names: (typeof row.names === 'string' ? JSON.parse(row.names) : row.names) as Record<
      string,
      string
    >,
    icon: String(row.icon),
    nodeId: Number(row.node_id),
    category: row.category as GameCategory,
    vendorCode: String(row.vendor_code),
  }));
}
