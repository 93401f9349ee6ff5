import { sql, type SQL } from 'drizzle-orm';
import type { GameCategory } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { executePrepared } from '../../../platform/db/prepared';
import { gameColumns, lobbyOrder, toCatalogueRow, type CatalogueRow } from './queries';

// A page of the lobby by its filters: the statements behind `GCSGAME_gameList`, shaped so
// that each combination of filters is one prepared statement that walks a lobby index.

/** What a game list may be narrowed by (`GCSGAME_gameList`). */
export type GameFilters = {
  vendorCode?: string;
  category?: GameCategory;
  classify?: string;
  /** Lower-case text to find anywhere in the game's names. */
  nameContains?: string;
  /** Only this member's favourites, newest first. */
  favouritesOf?: bigint;
};

/** `%`, `_` and `\` typed by a player or an operator match themselves, not any text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The rows a filtered list holds, joined only to what its filters need: `games` only for a
 * classification or a name, the vendor by its id (so `merchant_games_vendor_order` serves
 * it). Each combination of filters is its own statement text, so the planner sees the real
 * predicates (a catch-all `$1 is null or ...` would hide the indexes), and its name prepares
 * it once per connection.
 */
function matchingGames(merchantId: number, filters: GameFilters) {
  const joins: SQL[] = [
    sql`merchant_games mg join merchant_vendors mv
      on mv.merchant_id = mg.merchant_id and mv.vendor_id = mg.vendor_id and mv.enabled`,
  ];
  const conditions: SQL[] = [sql`mg.merchant_id = ${merchantId} and mg.enabled`];
  let shape = '';
  if (filters.favouritesOf !== undefined) {
    joins.push(
      sql`join favourite_games f on f.game_id = mg.game_id and f.member_id = ${String(filters.favouritesOf)}::bigint`,
    );
    shape += 'f';
  }
  if (filters.vendorCode !== undefined) {
    conditions.push(
      sql`mg.vendor_id = (select id from game_vendors where code = ${filters.vendorCode})`,
    );
    shape += 'v';
  }
  if (filters.category !== undefined) {
    conditions.push(sql`mg.category = ${filters.category}`);
    shape += 'c';
  }
  if (filters.classify !== undefined || filters.nameContains !== undefined) {
    joins.push(sql`join games mg_game on mg_game.id = mg.game_id`);
  }
  if (filters.classify !== undefined) {
    conditions.push(sql`${filters.classify} = any(mg_game.classify)`);
    shape += 'k';
  }
  if (filters.nameContains !== undefined) {
    conditions.push(sql`mg_game.search_text like ${likePattern(filters.nameContains)}`);
    shape += 'n';
  }
  return {
    shape: shape || 'all',
    from: sql.join(joins, sql` `),
    where: sql.join(conditions, sql` and `),
    favourites: filters.favouritesOf !== undefined,
  };
}

/** A filtered list's page: in lobby order (favourites: newest first), `limit` from `offset`. */
function pageRows(
  { from, where, favourites }: ReturnType<typeof matchingGames>,
  page: { limit: number; offset: number },
) {
  return sql`select mg.game_id, mg.sort_order${favourites ? sql`, f.created_at as favoured_at` : sql``}
    from ${from} where ${where}
    order by ${favourites ? sql`f.created_at desc, ` : sql``}${lobbyOrder}
    limit ${page.limit} offset ${page.offset}`;
}

function pageOrder(favourites: boolean) {
  return sql`${favourites ? sql`p.favoured_at desc, ` : sql``}p.sort_order, p.game_id`;
}

/**
 * One page of a filtered list and how many games the whole list holds, in one statement:
 * the count reads only the tables its filters need, the page walks the lobby index to its
 * offset and joins the games of the page alone.
 */
export async function pageOfGames(
  db: Database,
  merchantId: number,
  filters: GameFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: CatalogueRow[]; totalCount: number }> {
  const matching = matchingGames(merchantId, filters);
  const result = await executePrepared(
    db,
    `games_page_${matching.shape}`,
    sql`select t.total, ${gameColumns}
      from (select count(*)::int as total from ${matching.from} where ${matching.where}) t
      left join lateral (${pageRows(matching, page)}) p on true
      left join games g on g.id = p.game_id
      left join game_vendors v on v.id = g.vendor_id
      order by ${pageOrder(matching.favourites)}`,
  );
  return {
    rows: result.rows.filter((row) => row.game_id !== null).map(toCatalogueRow),
    totalCount: Number(result.rows[0]?.total ?? 0),
  };
}

/** One page of a filtered list, for a caller that knows the list's size already. */
export async function pageOfGamesOnly(
  db: Database,
  merchantId: number,
  filters: GameFilters,
  page: { limit: number; offset: number },
): Promise<CatalogueRow[]> {
  const matching = matchingGames(merchantId, filters);
  const result = await executePrepared(
    db,
    `games_page_only_${matching.shape}`,
    sql`select ${gameColumns}
      from (${pageRows(matching, page)}) p
      join games g on g.id = p.game_id
      join game_vendors v on v.id = g.vendor_id
      order by ${pageOrder(matching.favourites)}`,
  );
  return result.rows.map(toCatalogueRow);
}
