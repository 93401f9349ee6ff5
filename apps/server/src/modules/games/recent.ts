import { recentGameCount, type games } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { toWireGame } from './catalogue';
import { listMemberGames } from './catalogue-queries';

/** `GCS_recentGame`: the games the member launched last, newest first. */
export async function recentGames(
  db: Database,
  merchantId: number,
  memberId: bigint,
  language: string,
): Promise<games.Game[]> {
  const rows = await listMemberGames(
    db,
    merchantId,
    { table: 'recent_games', memberId },
    recentGameCount,
  );
  return rows.map((row) => toWireGame(row, language));
}
