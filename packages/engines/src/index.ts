export * from './rng/provably-fair';
