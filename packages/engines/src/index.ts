export * from './rng/provably-fair';
export * from './rng/draw';
// Simulations and benches only; real rounds draw from `seededRng`.
export * from './rng/fast-prng';
export * from './rational';
// Games as namespaces: each has its own `spin`, and more games will follow.
export * as roulette from './roulette/european';
export * as classic3x3 from './slots/classic-3x3';
export * as video5x3 from './slots/video-5x3';
export * as ways5x4 from './slots/ways-5x4';
// Which engine plays which studio game: shared by the server and the rounds' verifiers.
export * as studioRounds from './studio/rounds';
