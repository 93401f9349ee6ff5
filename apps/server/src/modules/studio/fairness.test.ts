import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outcomeToWire,
  paths,
  studioGameIds,
  studioSessionHeader,
  type studio,
} from '@croupier/contract';
import { checkRound } from '@croupier/contract/studio-verify';
import { classic3x3, hashServerSeed, roulette, seededRng } from '@croupier/engines';
import {
  createTestContext,
  fundMember,
  openStudioGame,
  playedRound,
  proofOf,
  type TestContext,
  tokenFor,
} from '../../testing';
import { newMember, playerToken, type TestMember } from '../../testing/members';

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'sf' });
  await fundMember(ctx.database, member.username, 1_000_000n);
});
afterAll(async () => {
  await ctx.close();
});

function rotate(sessionToken: string, clientSeed?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: paths.studioRotateSeeds,
    payload: { sessionToken, clientSeed },
  });
}

describe('provably fair rounds', () => {
  it('uses the next nonce of the member’s pair for every round, across the studio’s games', async () => {
    const slot = await openStudioGame(ctx, { username: member.username, gameId: 'classic3x3' });
    const wheel = await openStudioGame(ctx, { username: member.username, gameId: 'roulette' });
    const first = slot.session.seeds.nonce;
    expect(wheel.session.seeds).toEqual(slot.session.seeds);

    const a = await playedRound(ctx, slot.session.sessionToken, { stake: 1 });
    const b = await playedRound(ctx, wheel.session.sessionToken, {
      bets: [{ type: 'black', stake: 1 }],
    });
    const c = await playedRound(ctx, slot.session.sessionToken, { stake: 1 });

    expect([a.nonce, b.nonce, c.nonce]).toEqual([first, first + 1, first + 2]);
    expect(c.seeds).toEqual({ ...slot.session.seeds, nonce: first + 3 });
  });

  it('keeps the server seed secret until rotation, then the proof recomputes exactly', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
    });
    const rounds = [];
    for (let i = 0; i < 3; i += 1) {
      rounds.push(await playedRound(ctx, session.sessionToken, { stake: 0.5 * (i + 1) }));
    }
    const sealed = (await proofOf(ctx, rounds[0]!.roundId, { studio: session.sessionToken })).json()
      .value as studio.RoundProof;
    expect(sealed).toMatchObject({ serverSeed: null, revealed: false });
    expect(sealed.serverSeedHash).toBe(session.seeds.serverSeedHash);

    const rotation = await rotate(session.sessionToken, 'my-own-seed');
    expect(rotation.statusCode).toBe(200);
    const { previous, current } = rotation.json().value as studio.SeedRotation;
    expect(previous.serverSeedHash).toBe(session.seeds.serverSeedHash);
    expect(hashServerSeed(previous.serverSeed)).toBe(previous.serverSeedHash);
    expect(previous.lastNonce).toBe(rounds[2]!.nonce);
    expect(current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(previous.serverSeedHash);

    for (const round of rounds) {
      const proof = (await proofOf(ctx, round.roundId, { studio: session.sessionToken })).json()
        .value as studio.RoundProof;
      expect(proof).toMatchObject({ revealed: true, serverSeed: previous.serverSeed });
      expect(hashServerSeed(proof.serverSeed!)).toBe(proof.serverSeedHash);
      const replayed = classic3x3.spin(
        seededRng({
          serverSeed: proof.serverSeed!,
          clientSeed: proof.clientSeed,
          nonce: proof.nonce,
        }),
        BigInt(Math.round(proof.stake * 100)) / 5n,
      );
      expect(proof.outcome).toEqual(outcomeToWire(replayed));
      expect(proof.win).toBe(Number(replayed.totalWin) / 100);
    }

    const next = await playedRound(ctx, session.sessionToken, { stake: 1 });
    expect(next.nonce).toBe(0);
    expect(next.seeds.clientSeed).toBe('my-own-seed');
  });

  it('recomputes a roulette round from its proof, bets included', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'roulette',
    });
    const round = await playedRound(ctx, session.sessionToken, {
      bets: [
        { type: 'corner', numbers: [1, 2, 4, 5], stake: 2 },
        { type: 'column', index: 2, stake: 3 },
      ],
    });
    await rotate(session.sessionToken);
    const proof = (await proofOf(ctx, round.roundId, { studio: session.sessionToken })).json()
      .value as studio.RoundProof;
    const rng = seededRng({
      serverSeed: proof.serverSeed!,
      clientSeed: proof.clientSeed,
      nonce: proof.nonce,
    });
    const replayed = roulette.settle(
      [
        { type: 'corner', numbers: [1, 2, 4, 5], stake: 200n },
        { type: 'column', index: 2, stake: 300n },
      ],
      roulette.spin(rng),
    );
    expect(proof.outcome).toEqual(outcomeToWire(replayed));
  });

  it('answers proofs of every game that the players’ own check verifies', async () => {
    const wagers = {
      classic3x3: { stake: 1 },
      video5x3: { stake: 2 },
      ways5x4: { stake: 0.4 },
      roulette: {
        bets: [
          { type: 'red', stake: 5 },
          { type: 'straight', numbers: [0], stake: 1 },
        ],
      },
    };
    const played: { round: studio.PlayResult; token: string }[] = [];
    for (const gameId of studioGameIds) {
      const { session } = await openStudioGame(ctx, { username: member.username, gameId });
      const round = await playedRound(ctx, session.sessionToken, wagers[gameId]);
      played.push({ round, token: session.sessionToken });
    }
    await rotate(played[0]!.token);
    for (const { round, token } of played) {
      const proof = (await proofOf(ctx, round.roundId, { studio: token })).json()
        .value as studio.RoundProof;
      expect(proof).toMatchObject({ gameId: round.gameId, revealed: true });
      expect(checkRound({ ...proof, serverSeed: proof.serverSeed! })).toEqual({
        seedMatchesCommitment: true,
        replay: 'match',
      });
    }
  });

  it('refuses a client seed that could blur the HMAC message', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
    });
    const refused = await rotate(session.sessionToken, 'a:1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().value.fields['body.clientSeed']).toBe('field_format');
  });

  it('lists the member’s last rounds of the game being played', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
    });
    const round = await playedRound(ctx, session.sessionToken, { stake: 1 });
    const response = await ctx.app.inject({
      method: 'GET',
      url: paths.studioRounds,
      headers: { [studioSessionHeader]: session.sessionToken },
    });
    const { list } = response.json().value as { list: studio.RoundSummary[] };
    expect(list[0]).toMatchObject({ roundId: round.roundId, stake: 1, freePlay: false });
    expect(list.every((item) => item.gameId === 'classic3x3')).toBe(true);
    expect(list.length).toBeLessThanOrEqual(20);
  });
});

describe('who may see a round', () => {
  it('shows a round to its player, by studio session or site token, and to nobody else', async () => {
    const { session } = await openStudioGame(ctx, {
      username: member.username,
      gameId: 'classic3x3',
    });
    const round = await playedRound(ctx, session.sessionToken, { stake: 1 });
    const other = await openStudioGame(ctx, { username: 'agent1', gameId: 'classic3x3' });

    const byPlayer = await proofOf(ctx, round.roundId, {
      player: await playerToken(ctx, member),
    });
    expect(byPlayer.statusCode).toBe(200);
    expect(byPlayer.json().value).toMatchObject({ roundId: round.roundId, gameId: 'classic3x3' });

    const byOtherSession = await proofOf(ctx, round.roundId, {
      studio: other.session.sessionToken,
    });
    expect(byOtherSession.statusCode).toBe(404);
    const byOtherPlayer = await proofOf(ctx, round.roundId, {
      player: await tokenFor(ctx.app, 'agent1', ctx.config.demoPassword),
    });
    expect(byOtherPlayer.statusCode).toBe(404);
    expect((await proofOf(ctx, round.roundId, {})).statusCode).toBe(401);
  });

  it('answers a guest 401 before looking at the round id', async () => {
    const answer = await proofOf(ctx, 'x'.repeat(65), {});
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});
