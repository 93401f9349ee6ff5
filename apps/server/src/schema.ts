// Every module's tables, for drizzle-kit (migrations). Modules own their tables; this file,
// beside app.ts, only gathers them: platform/ imports no module.
export * from './modules/system/schema';
export * from './modules/system/help/schema';
export * from './modules/member/schema';
export * from './modules/console/schema';
export * from './modules/session/schema';
export * from './modules/content/schema';
export * from './platform/notify/schema';
export * from './platform/ratelimit/schema';
export * from './platform/secrets/schema';
export * from './modules/wallet/schema';
export * from './modules/games/schema';
export * from './modules/studio/schema';
export * from './modules/lottery/schema';
export * from './modules/rewards/schema';
export * from './platform/audit/schema';
