export * from './rng/provably-fair';
export * from './rng/draw';
export * from './rational';
// Games as namespaces: each has its own `spin`, and more games will follow.
export * as roulette from './roulette/european';
export * as classic3x3 from './slots/classic-3x3';
