import { vietnamRegionOf, type lottery as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import * as draws from './draws/service';
import * as games from './games/service';

/**
 * `/lgw/lotto/results/recent`: the newest results of the merchant's enabled games (or of
 * some families), each game with its `count` newest drawn draws, newest first: the results
 * boards of /vnlottery (the regions' sheets) and /seaLottery (4D, Thai).
 */
export async function recentResults(
  db: Database,
  merchantId: number,
  language: string,
  query: contract.RecentResultsQuery,
): Promise<contract.GameRecentResults[]> {
  const families = query.families && new Set<string>(query.families);
  const listed = (await games.enabledGames(db, merchantId)).filter(
    (game) => !families || families.has(game.family),
  );
  const [wired, results] = await Promise.all([
    games.wireGames(db, listed, language),
    draws.latestDrawResults(db, listed, query.count),
  ]);
  return listed.map((game, index) => ({
    gameCode: game.code,
    family: game.family as contract.GameRecentResults['family'],
    region: vietnamRegionOf(game.family) ?? null,
    name: wired[index]!.name,
    results: results.get(game.id) ?? [],
  }));
}
