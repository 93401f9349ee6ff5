import { bigint, boolean, integer, timestamp } from 'drizzle-orm/pg-core';

// Columns that many tables declare the same way, so that each is spelled once. Functions,
// not constants: Drizzle binds a column builder to the one table it is declared in.
// (The merchant and member foreign keys sit beside their tables: `merchantRef` in the system
// module's schema, `memberRef` in the member module's.)

/** The id of a table that grows with play and money (sessions, orders, postings, rounds). */
export const bigintId = () =>
  bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity();

/** The id of a table operators curate (brands, vendors, games, articles): 32 bits suffice. */
export const integerId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** When the row was made. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; the statements that change it set it. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The end of a scheduled row's time (an announcement, a promotion) and its own switch. */
export const scheduleEnd = () => ({
  /** Open-ended when null. */
  endAt: timestamp('end_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
});
