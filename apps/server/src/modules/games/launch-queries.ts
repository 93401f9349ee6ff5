import type { Database } from '../../platform/db/database';
import { gameSessions } from './schema';

export type GameSessionInsert = typeof gameSessions.$inferInsert;

export async function insertGameSession(db: Database, session: GameSessionInsert) {
  const [row] = await db.insert(gameSessions).values(session).returning({ id: gameSessions.id });
  return row!.id;
}
