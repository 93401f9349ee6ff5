import { outcomeToWire, toMajor, type StudioGameId, type studio } from '@croupier/contract';
import { hashServerSeed, seededRng, studioRounds } from '@croupier/engines';

/**
 * A round's proof as the server answers it once its seed pair is rotated: played by the
 * engine from the seeds, the outcome passed through JSON like the stored one.
 */
export function revealedProof(
  gameId: StudioGameId,
  stake: bigint,
  seeds = { serverSeed: 'c0ffee'.repeat(10) + 'abcd', clientSeed: 'my-seed', nonce: 7 },
): studio.RoundProof {
  // As the server plays it: the engines' `studioRounds`; roulette bets `stake` twice.
  const wager: studioRounds.Wager =
    gameId === 'roulette'
      ? studioRounds.tableWager([
          { type: 'red', stake },
          { type: 'straight', numbers: [17], stake },
        ])
      : { kind: 'spin', stake };
  const played = studioRounds.play(gameId, seededRng(seeds), wager);
  return {
    roundId: `round-${gameId}`,
    gameId,
    stake: toMajor(played.stake),
    win: toMajor(played.win),
    nonce: seeds.nonce,
    freePlay: false,
    revealed: true,
    time: '2026-11-23T10:00:00.000Z',
    outcome: JSON.parse(JSON.stringify(outcomeToWire(played.result))) as Record<string, unknown>,
    clientSeed: seeds.clientSeed,
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    serverSeed: seeds.serverSeed,
  };
}

export function testSession(overrides: Partial<studio.StudioSession> = {}): studio.StudioSession {
  return {
    sessionToken: 'studio-session-token-for-tests',
    game: { gameId: 'classic3x3', name: 'Classic Sevens' },
    balance: 100,
    currency: 'PHP',
    currencySymbol: 'P',
    freePlay: false,
    seeds: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 3 },
    ...overrides,
  };
}

/** A fetch that answers the studio's envelope for each call, by path. */
export function envelopeResponse(value: unknown, status = 200, message: string | null = null) {
  return new Response(
    JSON.stringify({ success: status === 200, message, value: status === 200 ? value : null }),
    { status, headers: { 'content-type': 'application/json' } },
  );
}
