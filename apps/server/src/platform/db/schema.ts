// Every module's tables, for the Drizzle client and drizzle-kit. Modules own their tables;
// this file only gathers them.
export * from '../../modules/system/schema';
export * from '../../modules/system/help-schema';
export * from '../../modules/member/schema';
export * from '../../modules/console/schema';
export * from '../../modules/session/schema';
export * from '../../modules/content/schema';
export * from '../notify/schema';
export * from '../ratelimit/schema';
export * from '../secrets/schema';
export * from '../../modules/wallet/schema';
export * from '../../modules/games/schema';
export * from '../../modules/studio/schema';
export * from '../audit/schema';
