// The rewards module's tables, each kept by the sub-domain whose queries write it
// (src/schema.ts and foreign keys of other modules read them here).
export * from './turnover/schema';
export * from './vip/schema';
export * from './rebate/schema';
export * from './points/schema';
export * from './promotions/schema';
