// The games module's tables, each kept by the sub-domain whose queries touch it
// (platform/db/schema.ts and foreign keys of other modules read them here).
export * from './catalogue/schema';
export * from './lobby/schema';
export * from './seamless/schema';
export * from './bet-records/schema';
