import type { lottery as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import * as draws from './draws/service';
import * as games from './games/service';

/**
 * The brand's lottery games as the lobby lists them: each with its rules, bet types, odds
 * and RTP, and the draw that closes next (its seed's hash public, as every open draw's is).
 */
export async function lotteryGameList(
  db: Database,
  merchantId: number,
  language: string,
  now = new Date(),
): Promise<contract.LotteryGame[]> {
  const enabled = await games.enabledGames(db, merchantId);
  const [listed, open] = await Promise.all([
    games.wireGames(db, enabled, language),
    draws.openDrawsByGame(
      db,
      enabled.map((game) => game.id),
      now,
    ),
  ]);
  return listed.map((game, index) => ({
    ...game,
    schedule: enabled[index]!.schedule ?? null,
    currentDraw: open.get(enabled[index]!.id)?.[0] ?? null,
  }));
}
