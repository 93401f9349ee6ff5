import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamless } from '@croupier/contract';
import {
  auditEntries,
  createTestContext,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
  testVendor,
  vendorCall,
  lastAuditSeq,
} from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

const connections = '/bo/games/vendor-connections';

let ctx: TestContext;
/** The file's own player, made for it (not the demo seed's). */
let member: TestMember;
let owner: string;
let admin: string;
let support: string;
let player: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'vc' });
  owner = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  admin = await staffTokenOfRole(ctx, 'admin');
  support = await staffTokenOfRole(ctx, 'support');
  player = await playerToken(ctx, member);
});
afterAll(() => ctx.close());

function bo(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: token, merchant: 'demo' },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function listed(token = admin) {
  const response = await bo('GET', connections, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as Record<string, unknown>[];
}

/** The player opens the vendor's game: the vendor's launch address with a one-time token. */
async function launchAt(nodeId: number): Promise<URL> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${nodeId}`,
    headers: { authorization: player },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().value.content.game_url);
}

/** The vendor exchanges a launch token, signing the call with `secret`. */
function authenticate(code: string, secret: string, launchToken: string) {
  return vendorCall(ctx.app, { code, secret }, seamless.endpoints.authenticate.path, {
    launchToken,
  });
}

const acme = {
  code: 'ACME',
  name: 'Acme Games',
  adapter: 'seamless',
  launchUrl: 'https://games.acme.example/launch',
  demoOnly: false,
};

describe('vendor connections', () => {
  it('adds a seamless vendor whose secret is answered once and signs its calls', async () => {
    const created = await bo('POST', connections, owner, acme);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const { connection, secret } = created.json().value;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(connection).toEqual({
      code: 'ACME',
      name: 'Acme Games',
      adapter: 'seamless',
      launchUrl: 'https://games.acme.example/launch',
      hasSecret: true,
      demoOnly: false,
      maintenance: false,
      games: 0,
      createdAt: expect.any(String),
    });

    // Owners and admins see the connection, never its secret.
    for (const token of [owner, admin]) {
      const list = await listed(token);
      expect(list.find((row) => row.code === 'ACME')).toEqual(connection);
      expect(JSON.stringify(list)).not.toContain(secret);
      expect(list.find((row) => row.code === 'STUDIO')).toMatchObject({
        adapter: 'studio',
        hasSecret: false,
      });
      for (const row of list) expect(Object.keys(row)).not.toContain('secret');
    }

    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({
      staff_username: 'admin',
      merchant_id: null,
      action: 'vendor.connection.create',
      target: 'vendor:ACME',
      before: null,
      after: {
        code: 'ACME',
        name: 'Acme Games',
        adapter: 'seamless',
        launchUrl: 'https://games.acme.example/launch',
        demoOnly: false,
        secretIssued: true,
      },
    });
    expect(JSON.stringify([entry?.before, entry?.after])).not.toContain(secret);

    // The vendor is in the catalogue for every brand; a brand switches it on in the vendor list.
    const vendors = (await bo('GET', '/bo/games/vendors', admin)).json().value;
    expect(vendors.find((vendor: { code: string }) => vendor.code === 'ACME')).toMatchObject({
      name: 'Acme Games',
      adapter: 'seamless',
      offered: false,
      enabled: false,
    });

    // Its catalogue import is a later issue: the test puts one game in the catalogue by hand.
    const { nodeId } = await testVendor(ctx, 'ACME', { vendorGameId: 'acme-slot' });
    expect((await listed()).find((row) => row.code === 'ACME')).toMatchObject({ games: 1 });
    const switchedOn = await bo('PATCH', '/bo/games/vendors/ACME', admin, { enabled: true });
    expect(switchedOn.statusCode, switchedOn.body).toBe(200);

    const url = await launchAt(nodeId);
    expect(url.origin + url.pathname).toBe('https://games.acme.example/launch');
    expect(url.searchParams.get('gameId')).toBe('acme-slot');
    const launchToken = url.searchParams.get('token')!;

    const forged = await authenticate('ACME', 'a'.repeat(64), launchToken);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('invalid_signature');
    const accepted = await authenticate('ACME', secret, launchToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({ username: member.username, gameId: 'acme-slot' });
  });

  it('changes the launch address, name and demo flag, and rotates the secret', async () => {
    const { secret: first } = (
      await bo('POST', connections, owner, { ...acme, code: 'ROTA' })
    ).json().value;
    const { nodeId } = await testVendor(ctx, 'ROTA', { vendorGameId: 'rota-slot' });
    await bo('PATCH', '/bo/games/vendors/ROTA', admin, { enabled: true });

    const moved = await bo('PUT', `${connections}/ROTA`, owner, {
      name: 'Rota Aggregator',
      launchUrl: 'https://eu.rota.example/open?brand=demo',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value).toMatchObject({
      connection: { name: 'Rota Aggregator', launchUrl: 'https://eu.rota.example/open?brand=demo' },
      secret: null,
    });
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'vendor.connection.update',
        target: 'vendor:ROTA',
        merchant_id: null,
        before: { name: 'Acme Games', launchUrl: 'https://games.acme.example/launch' },
        after: { name: 'Rota Aggregator', launchUrl: 'https://eu.rota.example/open?brand=demo' },
      },
    ]);
    const url = await launchAt(nodeId);
    expect(url.origin + url.pathname).toBe('https://eu.rota.example/open');
    expect(url.searchParams.get('brand')).toBe('demo');

    const rotated = await bo('PUT', `${connections}/ROTA`, owner, { rotateSecret: true });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const second = rotated.json().value.secret as string;
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(rotated.json().value.connection.hasSecret).toBe(true);
    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({
      action: 'vendor.connection.update',
      before: {},
      after: { secretRotated: true },
    });
    expect(JSON.stringify([entry?.before, entry?.after])).not.toContain(second);
    expect(JSON.stringify([entry?.before, entry?.after])).not.toContain(first);
    expect(JSON.stringify(await listed(owner))).not.toContain(second);

    const token = (await launchAt(nodeId)).searchParams.get('token')!;
    const withOld = await authenticate('ROTA', first, token);
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json().message).toBe('invalid_signature');
    expect((await authenticate('ROTA', second, token)).statusCode).toBe(200);

    // A demo-only vendor stays in the lobby but launches nothing.
    const demo = await bo('PUT', `${connections}/ROTA`, owner, { demoOnly: true });
    expect(demo.json().value.connection.demoOnly).toBe(true);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${nodeId}`,
      headers: { authorization: player },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('game_demo_only');
  });

  it('keeps the studio and demo vendors as they are, except their names', async () => {
    const seq = await lastAuditSeq(ctx.database);
    for (const [code, change] of [
      ['STUDIO', { launchUrl: 'https://elsewhere.example/launch' }],
      ['STUDIO', { rotateSecret: true }],
      ['STUDIO', { demoOnly: true }],
      ['DEMOLIVE', { rotateSecret: true }],
    ] as const) {
      const response = await bo('PUT', `${connections}/${code}`, owner, change);
      expect(response.statusCode, `${code} ${JSON.stringify(change)}`).toBe(400);
      const field = Object.keys(change)[0];
      expect(response.json().value.fields).toEqual({
        [`body.${field}`]: 'connection_not_seamless',
      });
    }
    expect(await lastAuditSeq(ctx.database)).toBe(seq);
    const studio = (await listed()).find((row) => row.code === 'STUDIO');
    expect(studio).toMatchObject({ adapter: 'studio', launchUrl: '', hasSecret: false });

    const renamed = await bo('PUT', `${connections}/STUDIO`, owner, { name: 'Our Studio' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().value.connection).toMatchObject({
      name: 'Our Studio',
      adapter: 'studio',
    });
    await bo('PUT', `${connections}/STUDIO`, owner, { name: String(studio!.name) });
  });

  it('refuses bad input, a taken code and an unknown vendor, changing nothing', async () => {
    const before = await listed();
    const seq = await lastAuditSeq(ctx.database);
    const cases: [object, string, string][] = [
      [{ code: 'acme2' }, 'body.code', 'field_format'],
      [{ code: 'A' }, 'body.code', 'field_format'],
      [{ adapter: 'studio' }, 'body.adapter', 'field_invalid'],
      [{ launchUrl: 'http://games.plain.example/launch' }, 'body.launchUrl', 'launch_url_invalid'],
      [{ launchUrl: 'javascript:alert(1)' }, 'body.launchUrl', 'launch_url_invalid'],
      [{ launchUrl: '/studio/launch' }, 'body.launchUrl', 'launch_url_invalid'],
      [{ launchUrl: 'https://u:p@games.example/x' }, 'body.launchUrl', 'launch_url_invalid'],
      [{ name: '  ' }, 'body.name', 'field_too_short'],
      [{ seamlessSecret: 'mine' }, 'body', 'field_invalid'],
    ];
    for (const [change, field, message] of cases) {
      const response = await bo('POST', connections, owner, { ...acme, code: 'NEWONE', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().value.fields, JSON.stringify(change)).toMatchObject({
        [field]: message,
      });
    }
    const taken = await bo('POST', connections, owner, { ...acme, code: 'STUDIO' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('vendor_exists');

    const nothing = await bo('PUT', `${connections}/ACME`, owner, {});
    expect(nothing.statusCode).toBe(400);
    const unknown = await bo('PUT', `${connections}/NOSUCH`, owner, { name: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    const badUrl = await bo('PUT', `${connections}/ACME`, owner, { launchUrl: 'ftp://x.example' });
    expect(badUrl.json().value.fields).toEqual({ 'body.launchUrl': 'launch_url_invalid' });

    expect(await listed()).toEqual(before);
    expect(await lastAuditSeq(ctx.database)).toBe(seq);
  });

  it('lets admins list connections but only owners add or change them', async () => {
    const seq = await lastAuditSeq(ctx.database);
    const adds = await bo('POST', connections, admin, { ...acme, code: 'BYADMIN' });
    const changes = await bo('PUT', `${connections}/ACME`, admin, { rotateSecret: true });
    const supportReads = await bo('GET', connections, support);
    for (const response of [adds, changes, supportReads]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('no_permission');
    }
    expect((await listed(admin)).some((row) => row.code === 'BYADMIN')).toBe(false);
    expect(await lastAuditSeq(ctx.database)).toBe(seq);
  });
});
