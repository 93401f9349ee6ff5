import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { games } from '../catalogue/schema';

/** A member's row about a game, gone with the member. A function: each table its own columns. */
const memberGame = () => ({
  memberId: memberRef({ onDelete: 'cascade' }),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id),
});

/** A member's favourite games ("my collection"). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    ...memberGame(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

/** The games a member launched lately; one row per game, the newest launch time kept. */
export const recentGames = pgTable(
  'recent_games',
  {
    ...memberGame(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_time').on(table.memberId, table.playedAt),
  ],
);
