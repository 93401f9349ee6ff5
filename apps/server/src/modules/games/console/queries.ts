import { sql, type SQL } from 'drizzle-orm';
import type { GameCategory, consoleGames } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { rowsOf as typedRowsOf } from '../../../platform/db/rows';
import { likePattern, namesOf } from '../catalogue/service';

// The console's reads and writes of the catalogue's games, each with the merchant's row
// (`merchant_games`) when it has one. Vendors are vendor-queries.ts.

export type Row = Record<string, unknown>;

export const rowsOf = (db: Database, query: SQL) => typedRowsOf<Row>(db, query);

/** Where a newly offered game goes: after everything the merchant has. */
export const nextGameOrder = (merchantId: number) =>
  sql`(select coalesce(max(sort_order), 0) + 10 from merchant_games where merchant_id = ${merchantId})`;

const settingColumns = {
  enabled: 'enabled',
  sortOrder: 'sort_order',
  hot: 'is_hot',
  popularRank: 'popular_rank',
} as const;

/** `column = value` for each of the merchant's settings a change names. */
export function merchantSettings(changes: MerchantGameChanges): SQL[] {
  return Object.entries(settingColumns).flatMap(([key, column]) => {
    const value = changes[key as keyof MerchantGameChanges];
    return value === undefined ? [] : [sql`${sql.raw(column)} = ${value}`];
  });
}

/** A game of the catalogue with the merchant's settings of it and of its vendor. */
export type GameView = {
  gameId: number;
  nodeId: number;
  vendorGameId: string;
  names: Record<string, string>;
  category: GameCategory;
  icon: string;
  maintenance: boolean;
  vendorId: number;
  vendorCode: string;
  vendorName: string;
  vendorMaintenance: boolean;
  vendorEnabled: boolean;
  demoOnly: boolean;
  offered: boolean;
  enabled: boolean;
  sortOrder: number;
  hot: boolean;
  popularRank: number | null;
};

function toGameView(row: Row): GameView {
  return {
    gameId: Number(row.game_id),
    nodeId: Number(row.node_id),
    vendorGameId: String(row.vendor_game_id),
    names: namesOf(row.names),
    category: row.category as GameCategory,
    icon: String(row.icon),
    maintenance: Boolean(row.maintenance),
    vendorId: Number(row.vendor_id),
    vendorCode: String(row.vendor_code),
    vendorName: String(row.vendor_name),
    vendorMaintenance: Boolean(row.vendor_maintenance),
    vendorEnabled: Boolean(row.vendor_enabled),
    demoOnly: Boolean(row.demo_only),
    offered: Boolean(row.offered),
    enabled: Boolean(row.enabled),
    sortOrder: Number(row.sort_order),
    hot: Boolean(row.is_hot),
    popularRank: row.popular_rank === null ? null : Number(row.popular_rank),
  };
}

const gameViewFrom = (merchantId: number) => sql`games g
  join game_vendors v on v.id = g.vendor_id
  left join merchant_games mg on mg.game_id = g.id and mg.merchant_id = ${merchantId}
  left join merchant_vendors mv on mv.vendor_id = g.vendor_id and mv.merchant_id = ${merchantId}`;

const gameViewColumns = sql.raw(`g.id as game_id, g.node_id, g.vendor_game_id, g.names,
  g.category, g.icon, g.maintenance, v.id as vendor_id, v.code as vendor_code,
  v.display_name as vendor_name, v.maintenance as vendor_maintenance, v.demo_only,
  coalesce(mv.enabled, false) as vendor_enabled, mg.game_id is not null as offered,
  coalesce(mg.enabled, false) as enabled, coalesce(mg.sort_order, 0) as sort_order,
  coalesce(mg.is_hot, false) as is_hot, mg.popular_rank`);

/** What the console's game list is narrowed by. */
export type GameViewFilter = {
  vendorCode?: string;
  category?: GameCategory;
  /** Lower-case text found in a name (any language) or the vendor's game id. */
  search?: string;
  state?: consoleGames.GameState;
};

function gameViewWhere(filter: GameViewFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.vendorCode) conditions.push(sql`v.code = ${filter.vendorCode}`);
  if (filter.category) conditions.push(sql`g.category = ${filter.category}`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      sql`(g.search_text like ${pattern} or lower(g.vendor_game_id) like ${pattern})`,
    );
  }
  switch (filter.state) {
    case 'enabled':
      conditions.push(sql`coalesce(mg.enabled, false)`);
      break;
    case 'disabled':
      conditions.push(sql`not coalesce(mg.enabled, false)`);
      break;
    case 'hot':
      conditions.push(sql`coalesce(mg.is_hot, false)`);
      break;
    case 'popular':
      conditions.push(sql`mg.popular_rank is not null`);
      break;
    case 'maintenance':
      conditions.push(sql`(g.maintenance or v.maintenance)`);
      break;
    case undefined:
      break;
  }
  return sql.join(conditions, sql` and `);
}

/**
 * A page of the catalogue's games as the merchant has them: its games in lobby order (the
 * order the console edits), then the ones it does not offer.
 */
export async function gameViewPage(
  db: Database,
  merchantId: number,
  filter: GameViewFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GameView[]; totalCount: number }> {
  const where = gameViewWhere(filter);
  const [rows, [count]] = await Promise.all([
    rowsOf(
      db,
      sql`select ${gameViewColumns} from ${gameViewFrom(merchantId)} where ${where}
        order by mg.game_id is null, mg.sort_order, g.node_id
        limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf(db, sql`select count(*)::int as total from ${gameViewFrom(merchantId)} where ${where}`),
  ]);
  return { rows: rows.map(toGameView), totalCount: Number(count?.total ?? 0) };
}

export async function findGameView(
  db: Database,
  merchantId: number,
  nodeId: number,
): Promise<GameView | undefined> {
  const [row] = await rowsOf(
    db,
    sql`select ${gameViewColumns} from ${gameViewFrom(merchantId)} where g.node_id = ${nodeId}`,
  );
  return row ? toGameView(row) : undefined;
}

/**
 * Holds the game's catalogue row and the merchant's row of it (when there is one) until the
 * transaction ends: edits of one game follow each other, so each audit "before" is true.
 * Order edits lock only merchant rows, and always after any game row, so no two wait in a
 * circle.
 */
export async function lockGame(
  tx: Database,
  merchantId: number,
  nodeId: number,
): Promise<number | undefined> {
  const [row] = await rowsOf(tx, sql`select id from games where node_id = ${nodeId} for update`);
  if (!row) return undefined;
  await tx.execute(sql`select 1 from merchant_games
    where merchant_id = ${merchantId} and game_id = ${Number(row.id)} for update`);
  return Number(row.id);
}

export async function setGameMaintenance(tx: Database, gameId: number, maintenance: boolean) {
  await tx.execute(sql`update games set maintenance = ${maintenance} where id = ${gameId}`);
}

export type MerchantGameChanges = {
  enabled?: boolean;
  sortOrder?: number;
  hot?: boolean;
  popularRank?: number | null;
};

/** Takes a game into the merchant's catalogue, after its other games unless placed. */
export async function offerGame(
  tx: Database,
  merchantId: number,
  gameId: number,
  settings: MerchantGameChanges,
) {
  await tx.execute(sql`
    insert into merchant_games
      (merchant_id, game_id, vendor_id, category, enabled, sort_order, is_hot, popular_rank)
    select ${merchantId}, g.id, g.vendor_id, g.category, ${settings.enabled ?? false},
      ${settings.sortOrder ?? nextGameOrder(merchantId)}, ${settings.hot ?? false},
      ${settings.popularRank ?? null}
    from games g where g.id = ${gameId}`);
}

export async function updateMerchantGame(
  tx: Database,
  merchantId: number,
  gameId: number,
  changes: MerchantGameChanges,
) {
  const sets = merchantSettings(changes);
  if (sets.length === 0) return;
  await tx.execute(sql`update merchant_games set ${sql.join(sets, sql`, `)}
    where merchant_id = ${merchantId} and game_id = ${gameId}`);
}

/**
 * The merchant's rows of these games with their lobby positions, locked until the
 * transaction ends (in game order, so two order edits never wait on each other in a circle).
 */
export async function lockMerchantGameOrder(
  tx: Database,
  merchantId: number,
  nodeIds: number[],
): Promise<
  { gameId: number; nodeId: number; vendorCode: string; vendorGameId: string; sortOrder: number }[]
> {
  const wanted = sql.join(
    nodeIds.map((nodeId) => sql`${nodeId}`),
    sql`, `,
  );
  const rows = await rowsOf(
    tx,
    sql`select mg.game_id, g.node_id, g.vendor_game_id, v.code as vendor_code, mg.sort_order
      from merchant_games mg
      join games g on g.id = mg.game_id
      join game_vendors v on v.id = g.vendor_id
      where mg.merchant_id = ${merchantId} and g.node_id in (${wanted})
      order by mg.game_id
      for update of mg`,
  );
  return rows.map((row) => ({
    gameId: Number(row.game_id),
    nodeId: Number(row.node_id),
    vendorCode: String(row.vendor_code),
    vendorGameId: String(row.vendor_game_id),
    sortOrder: Number(row.sort_order),
  }));
}

export async function setMerchantGameOrders(
  tx: Database,
  merchantId: number,
  orders: { gameId: number; sortOrder: number }[],
) {
  if (orders.length === 0) return;
  const values = sql.join(
    orders.map((order) => sql`(${order.gameId}::int, ${order.sortOrder}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update merchant_games mg set sort_order = o.sort_order
    from (values ${values}) as o(game_id, sort_order)
    where mg.merchant_id = ${merchantId} and mg.game_id = o.game_id`);
}
