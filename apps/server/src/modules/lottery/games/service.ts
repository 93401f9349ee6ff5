import { toMajor, type lottery as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import * as catalogue from '../../games/service';
import { betTypesOf, oddsForDisplay, oddsOfBetType, rtpText } from './engines';
import {
  findGameByCode,
  listEnabledGames,
  listGamesByIds,
  listScheduledFastDrawGames,
  listScheduledSheetGames,
  type LotteryGameRow,
} from './queries';

// The lottery's games: each merchant's games with their rules (schedule, odds, limits), and
// the engines behind their families. Draws and tickets read games through here.
export {
  betTypesOf,
  checkSheet,
  drawFastResult,
  drawSeedsOf,
  oddsForDisplay,
  oddsFromSnapshot,
  oddsOfBetType,
  oddsSnapshot,
  payoutOf,
  potentialWinOf,
  type FastDrawBetType,
  type FastDrawResult,
  type LotteryGameBetType,
  type LotteryResult,
  type SheetCheck,
  type SheetRefusal,
  type SheetResult,
} from './engines';
export type { LotteryGameRow } from './queries';

/** A merchant's enabled game by its code: 404 `lottery_game_not_found` otherwise. */
export async function enabledGameOrNotFound(
  db: Database,
  merchantId: number,
  code: string,
): Promise<LotteryGameRow> {
  const game = await findGameByCode(db, merchantId, code);
  if (!game?.enabled) throw AppError.of('lotteryGameNotFound');
  return game;
}

/** A merchant's game by its code, enabled or not (a game's past draws stay readable). */
export async function gameOrNotFound(
  db: Database,
  merchantId: number,
  code: string,
): Promise<LotteryGameRow> {
  const game = await findGameByCode(db, merchantId, code);
  if (!game) throw AppError.of('lotteryGameNotFound');
  return game;
}

export const enabledGames = listEnabledGames;
export const scheduledFastDrawGames = listScheduledFastDrawGames;
export const scheduledSheetGames = listScheduledSheetGames;

export async function gamesByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, LotteryGameRow>> {
  const rows = await listGamesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

// A bet type's exact RTP may enumerate every result (100,000 for SSC), so each figure is
// computed once per process and odds: odds change only when an operator edits them.
const rtpCache = new Map<string, string>();

function betTypeInfos(game: LotteryGameRow): contract.LotteryGame['betTypes'] {
  return [...betTypesOf(game.family).values()].map((betType) => {
    const odds = oddsOfBetType(betType, game.odds);
    const key = `${game.family}:${betType.code}:${JSON.stringify(game.odds[betType.code] ?? {})}`;
    let rtp = rtpCache.get(key);
    if (rtp === undefined) rtpCache.set(key, (rtp = rtpText(betType, odds)));
    return { betType: betType.code, odds: oddsForDisplay(odds), rtp };
  });
}

/**
 * The games as the lobby shows them: name, rules and bet types with their odds and RTP.
 * `currentDraw` is filled in by the caller, who knows the draws.
 */
export async function wireGames(
  db: Database,
  games: readonly LotteryGameRow[],
  language: string,
): Promise<Omit<contract.LotteryGame, 'currentDraw'>[]> {
  const entries = await catalogue.catalogueGamesById(
    db,
    games.map((game) => game.catalogueGameId),
  );
  return games.map((game) => {
    const entry = entries.get(game.catalogueGameId);
    return {
      gameCode: game.code,
      family: game.family as contract.LotteryGame['family'],
      kind: game.kind as contract.LotteryGame['kind'],
      name: (entry && catalogue.nameIn(entry.names, language)) || game.code,
      nodeId: entry?.nodeId ?? 0,
      drawIntervalSeconds: game.drawIntervalSeconds,
      closeSecondsBefore: game.closeSecondsBefore,
      stakePerPoint: toMajor(game.stakePerPoint),
      minStakePerLine: toMajor(game.minStakePerLine),
      maxStakePerLine: toMajor(game.maxStakePerLine),
      maxPayoutPerTicket: toMajor(game.maxPayoutPerTicket),
      betTypes: betTypeInfos(game),
    };
  });
}
