import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, staffTokenFor, type TestContext } from '../../testing';
import { notPlainText, plainTextRefusal } from '../../testing/plain-text';

// A vendor's name is text, shown to operators and, on the lobby, to players: markup and
// control characters are refused with the 400 validation answer; ordinary names pass.

const connections = '/bo/games/vendor-connections';

let ctx: TestContext;
let owner: string;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
});
afterAll(() => ctx.close());

async function bo(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: owner, merchant: 'demo' },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const vendor = (name: string) => ({
  code: 'PLAINVEND',
  name,
  adapter: 'seamless',
  launchUrl: 'https://games.example/launch',
  demoOnly: true,
});

async function vendorNames() {
  const { rows } = await ctx.database.execute(
    'select code, display_name from game_vendors order by code',
  );
  return rows;
}

describe('vendor names', () => {
  it('refuses markup and control characters, on creation and on edit, changing nothing', async () => {
    const before = await vendorNames();
    for (const name of notPlainText) {
      const created = await bo('POST', connections, vendor(name));
      expect(created.status, JSON.stringify(name)).toBe(400);
      expect(created.body).toEqual(plainTextRefusal('body.name'));
      const edited = await bo('PUT', `${connections}/STUDIO`, { name });
      expect(edited.status, JSON.stringify(name)).toBe(400);
      expect(edited.body).toEqual(plainTextRefusal('body.name'));
    }
    expect(await vendorNames()).toEqual(before);
  });

  it('takes ordinary names', async () => {
    const created = await bo('POST', connections, vendor("Rồng Vàng & O'Brien Games"));
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.value.connection).toMatchObject({ name: "Rồng Vàng & O'Brien Games" });
    const edited = await bo('PUT', `${connections}/PLAINVEND`, { name: 'Ánh Sao & Co' });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.value.connection).toMatchObject({ name: 'Ánh Sao & Co' });
  });
});
