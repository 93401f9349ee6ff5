import { sql, type SQL } from 'drizzle-orm';
import { gameCategories, type GameCategory } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';

/** A game a merchant offers, with what every list shows of it and of its vendor. */
export type CatalogueRow = {
  gameId: number;
  nodeId: number;
  vendorGameId: string;
  names: Record<string, string>;
  icon: string;
  category: GameCategory;
  classify: string[];
  supportPlay: boolean;
  isGame: string;
  code: string | null;
  defaultPlayType: string | null;
  minBet: bigint;
  maintenance: boolean;
  vendorId: number;
  vendorCode: string;
  vendorName: string;
  vendorDemoOnly: boolean;
  vendorMaintenance: boolean;
};

/** A vendor a merchant offers, with the categories it has enabled games in (header order). */
export type VendorRow = {
  id: number;
  code: string;
  displayName: string;
  smallIcon: string;
  isHot: boolean;
  demoOnly: boolean;
  maintenance: boolean;
  categories: GameCategory[];
};

type Row = Record<string, unknown>;

/** A game's names as stored (`jsonb`): an object, or its text on a driver that leaves it so. */
export function namesOf(stored: unknown): Record<string, string> {
  return (typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, string>;
}

export const gameColumns = sql.raw(`g.id as game_id, g.node_id, g.vendor_game_id, g.names, g.icon,
  g.category, g.classify, g.support_play, g.is_game, g.code, g.default_play_type, g.min_bet,
  g.maintenance, v.id as vendor_id, v.code as vendor_code, v.display_name as vendor_name,
  v.demo_only as vendor_demo_only, v.maintenance as vendor_maintenance`);

/**
 * The games a merchant offers: enabled for it, from a vendor enabled for it. Every list
 * starts here; `mg.merchant_id` leads both lobby indexes.
 */
const offeredGames = sql.raw(`merchant_games mg
  join merchant_vendors mv on mv.merchant_id = mg.merchant_id and mv.vendor_id = mg.vendor_id
  join game_vendors v on v.id = mg.vendor_id
  join games g on g.id = mg.game_id`);

const offeredTo = (merchantId: number) =>
  sql`mg.merchant_id = ${merchantId} and mg.enabled and mv.enabled`;

export const lobbyOrder = sql.raw('mg.sort_order, mg.game_id');

export function toCatalogueRow(row: Row): CatalogueRow {
  return {
    gameId: Number(row.game_id),
    nodeId: Number(row.node_id),
    vendorGameId: String(row.vendor_game_id),
    names: namesOf(row.names),
    icon: String(row.icon),
    category: row.category as GameCategory,
    classify: (row.classify as string[] | null) ?? [],
    supportPlay: Boolean(row.support_play),
    isGame: String(row.is_game),
    code: (row.code as string | null) ?? null,
    defaultPlayType: (row.default_play_type as string | null) ?? null,
    minBet: BigInt(row.min_bet as bigint | number | string),
    maintenance: Boolean(row.maintenance),
    vendorId: Number(row.vendor_id),
    vendorCode: String(row.vendor_code),
    vendorName: String(row.vendor_name),
    vendorDemoOnly: Boolean(row.vendor_demo_only),
    vendorMaintenance: Boolean(row.vendor_maintenance),
  };
}

async function catalogueRows(db: Database, query: SQL): Promise<CatalogueRow[]> {
  return (await rowsOf<Row>(db, query)).map(toCatalogueRow);
}

const categoryValues = sql.raw(
  `(values ${gameCategories.map((category, position) => `('${category}', ${position})`).join(', ')}) as c(category, position)`,
);

/**
 * The merchant's enabled vendors in its order, each with the categories it has at least one
 * enabled game in. One index probe per vendor and category (`merchant_games_vendor_order`).
 */
export async function listOfferedVendors(db: Database, merchantId: number): Promise<VendorRow[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`
    select v.id, v.code, v.display_name, v.small_icon, v.demo_only, v.maintenance, mv.is_hot,
      array(
        select c.category from ${categoryValues}
        where exists (
          select 1 from merchant_games mg
          where mg.merchant_id = mv.merchant_id and mg.vendor_id = mv.vendor_id
            and mg.category = c.category and mg.enabled)
        order by c.position) as categories
    from merchant_vendors mv
    join game_vendors v on v.id = mv.vendor_id
    where mv.merchant_id = ${merchantId} and mv.enabled
    order by mv.sort_order, v.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    displayName: String(row.display_name),
    smallIcon: String(row.small_icon),
    isHot: Boolean(row.is_hot),
    demoOnly: Boolean(row.demo_only),
    maintenance: Boolean(row.maintenance),
    categories: (row.categories as GameCategory[] | null) ?? [],
  }));
}

/**
 * The first `perVendor` games of every vendor in every category but the click-through ones
 * (the header drop-downs' grids): a top-N index range scan per vendor and category.
 */
export function listVendorGrids(
  db: Database,
  merchantId: number,
  categories: readonly GameCategory[],
  perVendor: number,
): Promise<CatalogueRow[]> {
  const wanted = sql.join(
    categories.map((category) => sql`${category}`),
    sql`, `,
  );
  return catalogueRows(
    db,
    sql`
    with pairs as (
      select mv.vendor_id, mv.sort_order as vendor_order, c.category
      from merchant_vendors mv
      cross join (select unnest(array[${wanted}]::text[]) as category) c
      where mv.merchant_id = ${merchantId} and mv.enabled
    )
    select ${gameColumns}
    from pairs p
    cross join lateral (
      select mg.game_id, mg.sort_order from merchant_games mg
      where mg.merchant_id = ${merchantId} and mg.vendor_id = p.vendor_id
        and mg.category = p.category and mg.enabled
      order by mg.sort_order, mg.game_id
      limit ${perVendor}
    ) top
    join games g on g.id = top.game_id
    join game_vendors v on v.id = p.vendor_id
    order by p.vendor_order, p.vendor_id, top.sort_order, top.game_id`,
  );
}

/**
 * How many games the merchant offers per vendor and category: one pass over its lobby rows,
 * from which the size of every list filtered by vendor and category alone follows.
 */
export async function countOfferedGames(
  db: Database,
  merchantId: number,
): Promise<{ vendorCode: string; category: GameCategory; games: number }[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`
    select v.code as vendor_code, mg.category, count(*)::int as games
    from merchant_games mg
    join merchant_vendors mv
      on mv.merchant_id = mg.merchant_id and mv.vendor_id = mg.vendor_id and mv.enabled
    join game_vendors v on v.id = mg.vendor_id
    where mg.merchant_id = ${merchantId} and mg.enabled
    group by v.code, mg.category`,
  );
  return rows.map((row) => ({
    vendorCode: String(row.vendor_code),
    category: row.category as GameCategory,
    games: Number(row.games),
  }));
}

/** Hot games in lobby order, optionally of one vendor or category. */
export function listHotGames(
  db: Database,
  merchantId: number,
  filters: { vendorCode?: string; category?: GameCategory },
  limit: number,
): Promise<CatalogueRow[]> {
  return catalogueRows(
    db,
    sql`select ${gameColumns} from ${offeredGames}
      where ${offeredTo(merchantId)} and mg.is_hot
        ${filters.vendorCode ? sql`and v.code = ${filters.vendorCode}` : sql``}
        ${filters.category ? sql`and mg.category = ${filters.category}` : sql``}
      order by ${lobbyOrder} limit ${limit}`,
  );
}

/** Games by the merchant's popular rank, then hot games, in lobby order. */
export function listPopularGames(
  db: Database,
  merchantId: number,
  limit: number,
  options: { launchableOnly?: boolean; except?: number } = {},
): Promise<CatalogueRow[]> {
  return catalogueRows(
    db,
    sql`select ${gameColumns} from ${offeredGames}
      where ${offeredTo(merchantId)} and (mg.popular_rank is not null or mg.is_hot)
        ${
          options.launchableOnly
            ? sql`and not g.maintenance and not v.maintenance and not v.demo_only`
            : sql``
        }
        ${options.except !== undefined ? sql`and mg.game_id <> ${options.except}` : sql``}
      order by mg.popular_rank nulls last, mg.is_hot desc, ${lobbyOrder} limit ${limit}`,
  );
}

/** Every offered game of a category, in lobby order (PVP rooms). */
export function listCategoryGames(
  db: Database,
  merchantId: number,
  category: GameCategory,
  limit: number,
): Promise<CatalogueRow[]> {
  return catalogueRows(
    db,
    sql`select ${gameColumns} from ${offeredGames}
      where ${offeredTo(merchantId)} and mg.category = ${category}
      order by ${lobbyOrder} limit ${limit}`,
  );
}

/** An offered game by its node id, with how its vendor launches games. */
export async function findOfferedGame(
  db: Database,
  merchantId: number,
  nodeId: number,
): Promise<(CatalogueRow & { adapter: string; launchUrl: string }) | undefined> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${gameColumns}, v.adapter, v.launch_url from ${offeredGames}
      where ${offeredTo(merchantId)} and g.node_id = ${nodeId}`,
  );
  return row
    ? { ...toCatalogueRow(row), adapter: String(row.adapter), launchUrl: String(row.launch_url) }
    : undefined;
}

/** Offered games joined to a member's rows of another table (favourites, recent games). */
export function listMemberGames(
  db: Database,
  merchantId: number,
  source: { table: 'favourite_games' | 'recent_games'; memberId: bigint },
  limit: number,
): Promise<CatalogueRow[]> {
  const time = source.table === 'favourite_games' ? 'created_at' : 'played_at';
  return catalogueRows(
    db,
    sql`select ${gameColumns} from ${offeredGames}
      join ${sql.raw(source.table)} m on m.game_id = mg.game_id and m.member_id = ${String(source.memberId)}::bigint
      where ${offeredTo(merchantId)}
      order by m.${sql.raw(time)} desc, ${lobbyOrder} limit ${limit}`,
  );
}

/** A catalogue game as an in-house domain names it (the lottery's games are catalogue games). */
export type CatalogueEntry = {
  nodeId: number;
  vendorGameId: string;
  names: Record<string, string>;
  category: GameCategory;
  /** The bet type a lottery game opens on (the lottery's launch). */
  defaultPlayType: string | null;
};

/**
 * Catalogue games by id, offered or not: a domain that keeps its own games beside the
 * catalogue (the lottery) names them from here rather than reading these tables itself.
 */
export async function catalogueGamesById(
  db: Database,
  gameIds: readonly number[],
): Promise<Map<number, CatalogueEntry>> {
  if (gameIds.length === 0) return new Map();
  const rows = await rowsOf<Row>(
    db,
    sql`select id, node_id, vendor_game_id, names, category, default_play_type from games
      where id in (${sql.join(
        gameIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        nodeId: Number(row.node_id),
        vendorGameId: String(row.vendor_game_id),
        names: namesOf(row.names),
        category: row.category as GameCategory,
        defaultPlayType: (row.default_play_type as string | null) ?? null,
      },
    ]),
  );
}
