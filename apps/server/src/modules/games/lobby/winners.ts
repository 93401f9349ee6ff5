import { toMajor, type games } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { lobbyCacheOf, nameIn, winnerBoardTtlMs } from '../catalogue/service';
import { listBiggestWins } from './queries';

/** The board shows the biggest wins of the last week. */
const boardDays = 7;
const boardSize = 20;

/**
 * A player's name as the public board shows it: the first two and the last character
 * around three stars (`player1` → `pl***1`), never the whole name. A name too short to keep
 * three characters hidden keeps only its first one.
 */
export function maskName(username: string): string {
  const characters = [...username];
  if (characters.length >= 6) return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`;
  return `${characters[0] ?? ''}***`;
}

/**
 * `GCSGAME_getRankList` and `ODSFE2_getWinnerBoard`: the biggest real wins of the week,
 * names masked. Empty when nobody has won: the board never invents winners.
 */
export async function winnerBoard(
  db: Database,
  merchantId: number,
  language: string,
): Promise<games.WinnerLine[]> {
  const wins = await lobbyCacheOf(db).get(`winners:${merchantId}`, winnerBoardTtlMs, () =>
    listBiggestWins(db, merchantId, boardDays, boardSize),
  );
  return wins.map((win) => ({
    vo: {
      gameName: nameIn(win.names, language),
      customerName: maskName(win.username),
      winAmount: toMajor(win.win),
      iconUrl: win.icon,
      nodeId: win.nodeId,
      gameType: win.category,
      vendor: win.vendorCode,
    },
  }));
}
