// The lottery module's tables, each kept by the sub-domain whose queries write it
// (platform/db/schema.ts and foreign keys of other modules read them here).
export * from './games/schema';
export * from './draws/schema';
export * from './tickets/schema';
export * from './results/schema';
export * from './exposure/schema';
