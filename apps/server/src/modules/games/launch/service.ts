// Launching a game: the player's right to play it, a game session with a one-time launch
// token, and the vendor adapter's URL. Its public surface.
export { freePlayBalance, launchGame, launchTokenTtlMs } from './launch';
