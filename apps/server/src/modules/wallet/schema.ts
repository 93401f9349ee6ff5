// The wallet's tables, kept by its sub-domains; this file gathers them for the migrations
// (platform/db/schema.ts) and for other modules' foreign keys.
export * from './ledger/schema';
export * from './payment-settings/schema';
export * from './deposits/schema';
export * from './withdrawals/schema';
