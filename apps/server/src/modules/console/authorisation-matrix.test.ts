import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, staffTokenOfRole, type TestContext } from '../../testing';
import { newMember, playerToken as signedInToken } from '../../testing/members';
import { staffRoles, type StaffRole } from '../../platform/http/staff-guard';

let ctx: TestContext;
const tokens = {} as Record<StaffRole, string>;
let playerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of staffRoles) tokens[role] = await staffTokenOfRole(ctx, role);
  playerToken = await signedInToken(ctx, await newMember(ctx, { prefix: 'matrix' }));
  // A token of each of six roles, each a sign-in with its two-factor step.
}, 180_000);
afterAll(() => ctx.close());

/** A route's URL with every `:param` filled by a value that names nothing. */
const urlOf = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

function call(method: string, url: string, token?: string, payload?: object) {
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) },
    ...(payload !== undefined
      ? { payload }
      : method === 'GET' || method === 'DELETE'
        ? {}
        : { payload: {} }),
  });
}

/** What an owner reads, to build a call from the current state. */
async function read(url: string) {
  const response = await call('GET', url, tokens.owner);
  expect(response.statusCode, url).toBe(200);
  return response.json().value;
}

/** One call of a route by an admitted role: its URL and body, and the answer it must get. */
type Call = { url: string; payload?: object; status: number; errorCode?: string };
type Plan = (role: StaffRole) => Promise<Call>;

let unique = 0;
const next = () => `${process.pid % 1000}x${++unique}`;
const ok = (url: string, payload?: object): Call => ({ url, payload, status: 200 });

async function memberUrl(suffix = '') {
  const member = await newMember(ctx, { prefix: 'mx' });
  return `/bo/members/${member.id}${suffix}`;
}

/** A member who wrote to customer service: the id their thread goes by. */
async function chattingMember() {
  const member = await newMember(ctx, { prefix: 'chat' });
  const token = await signedInToken(ctx, member);
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/wps/support/chat',
    headers: { merchant: 'demo', authorization: token },
    payload: { body: 'Where is my deposit?' },
  });
  expect(sent.statusCode).toBe(200);
  return member.id;
}

async function announcement(type: 'PU' | 'PL') {
  const created = await call('POST', '/bo/content/announcements', tokens.owner, {
    type,
    language: 'EN',
    code: `matrix-${next()}`,
    title: 'Matrix',
    content: '<p>Matrix</p>',
  });
  expect(created.statusCode).toBe(200);
  return created.json().value as { id: number };
}

async function helpArticle() {
  const created = await call('POST', '/bo/content/help', tokens.owner, {
    key: `matrix-${next()}`.toLowerCase(),
    language: 'EN',
    title: 'Matrix',
    content: '<p>Matrix</p>',
  });
  expect(created.statusCode).toBe(200);
  return created.json().value as { id: number };
}

const resource = (type: string) => ({
  url: `https://apps.example/${type}`,
  qrCodeUrl: null,
  labelNameEn: 'Matrix',
  sortOrder: 9,
});

// A money order in the state an action needs (a deposit waiting for the finance team, a
// withdrawal under review or approved) is made by the wallet's own flows and tested there;
// here no order exists, and the wallet answers that order's 404, which only a role the
// route admits can reach (the role check runs before the body is parsed).
const noOrder = (url: string, errorCode: string, payload?: object): Call => ({
  url,
  payload,
  status: 404,
  errorCode,
});

/** Every `/bo` route, keyed `METHOD path`, with a call that succeeds for each role it admits. */
const plans: Record<string, Plan> = {
  'GET /bo/session/me': async () => ok('/bo/session/me'),
  'POST /bo/session/logout': async () => ok('/bo/session/logout'),

  'GET /bo/merchants': async () => ok('/bo/merchants'),
  'POST /bo/merchants': async () =>
    ok('/bo/merchants', {
      code: `mx-${next()}`.toLowerCase(),
      name: 'Matrix brand',
      currency: 'PHP',
      currencySymbol: 'P',
      logoUrl: null,
      theme: {
        primary: '#000000',
        accent: '#111111',
        background: '#222222',
        surface: '#333333',
        text: '#ffffff',
      },
      domains: [],
    }),
  'PUT /bo/merchants/:code': async () => ok('/bo/merchants/demo', { name: 'Demo' }),

  'GET /bo/staff': async () => ok('/bo/staff'),
  'POST /bo/staff': async () =>
    ok('/bo/staff', { username: `mx${next()}`, password: 'Matrix-staff-pass-1', role: 'support' }),
  'PUT /bo/staff/:staffId': async () => {
    const created = await call('POST', '/bo/staff', tokens.owner, {
      username: `mx${next()}`,
      password: 'Matrix-staff-pass-1',
      role: 'support',
    });
    return ok(`/bo/staff/${created.json().value.staffId}`, { role: 'content' });
  },

  'GET /bo/audit': async () => ok('/bo/audit'),
  'GET /bo/audit/verify': async () => ok('/bo/audit/verify'),

  'GET /bo/deposits': async () => ok('/bo/deposits'),
  'POST /bo/deposits/:orderNo/confirm': async () =>
    noOrder('/bo/deposits/D999999/confirm', 'wallet.deposit.not.found'),
  'POST /bo/deposits/:orderNo/reject': async () =>
    noOrder('/bo/deposits/D999999/reject', 'wallet.deposit.not.found', { reason: 'matrix' }),
  'GET /bo/withdrawals': async () => ok('/bo/withdrawals'),
  'POST /bo/withdrawals/:orderNo/approve': async () =>
    noOrder('/bo/withdrawals/W999999/approve', 'wallet.withdrawal.unknown'),
  'POST /bo/withdrawals/:orderNo/payout': async () =>
    noOrder('/bo/withdrawals/W999999/payout', 'wallet.withdrawal.unknown'),
  'POST /bo/withdrawals/:orderNo/reject': async () =>
    noOrder('/bo/withdrawals/W999999/reject', 'wallet.withdrawal.unknown', { reason: 'matrix' }),
  'GET /bo/withdrawals/:orderNo/proofs/:proofId': async () =>
    noOrder('/bo/withdrawals/W999999/proofs/1', 'wallet.withdrawal.unknown'),

  'GET /bo/payments/methods': async () => ok('/bo/payments/methods'),
  'PUT /bo/payments/methods/:code': async () => {
    const [method] = (await read('/bo/payments/methods')) as { code: string; enabled: boolean }[];
    return ok(`/bo/payments/methods/${method!.code}`, { enabled: method!.enabled });
  },
  'PUT /bo/payments/method-order': async () => {
    const methods = (await read('/bo/payments/methods')) as { code: string }[];
    return ok('/bo/payments/method-order', { codes: methods.map((method) => method.code) });
  },
  'GET /bo/payments/limits': async () => ok('/bo/payments/limits'),
  'PUT /bo/payments/limits': async () =>
    ok('/bo/payments/limits', await read('/bo/payments/limits')),

  'GET /bo/members': async () => ok('/bo/members'),
  'GET /bo/members/:memberId': async () => ok(await memberUrl()),
  'GET /bo/members/:memberId/balances': async () => ok(await memberUrl('/balances')),
  'GET /bo/members/:memberId/ledger': async () => ok(await memberUrl('/ledger')),
  'GET /bo/members/:memberId/bets': async () => ok(await memberUrl('/bets')),
  'GET /bo/members/:memberId/sessions': async () => ok(await memberUrl('/sessions')),
  'POST /bo/members/:memberId/sessions/end': async () => ok(await memberUrl('/sessions/end')),
  'POST /bo/members/:memberId/sessions/:sessionId/end': async () => {
    const member = await newMember(ctx, { prefix: 'mx' });
    await signedInToken(ctx, member);
    const [session] = (await read(`/bo/members/${member.id}/sessions`)) as { id: string }[];
    return ok(`/bo/members/${member.id}/sessions/${session!.id}/end`);
  },
  'POST /bo/members/:memberId/lock': async () => ok(await memberUrl('/lock'), { reason: 'matrix' }),
  'POST /bo/members/:memberId/unlock': async () =>
    ok(await memberUrl('/unlock'), { reason: 'matrix' }),
  'POST /bo/members/:memberId/password': async () => ok(await memberUrl('/password'), {}),
  'PUT /bo/members/:memberId/label': async () =>
    ok(await memberUrl('/label'), { clubLabel: 'VIP', rankLevel: 1 }),
  'POST /bo/members/:memberId/balance-adjustments': async () =>
    ok(await memberUrl('/balance-adjustments'), {
      direction: 'credit',
      amount: '1.00',
      reason: 'matrix',
      idempotencyKey: randomUUID(),
    }),

  'GET /bo/support/chats': async () => ok('/bo/support/chats'),
  'GET /bo/support/chats/:memberId': async () => ok(`/bo/support/chats/${await chattingMember()}`),
  'POST /bo/support/chats/:memberId': async () =>
    ok(`/bo/support/chats/${await chattingMember()}`, { body: 'It is on its way.' }),
  'POST /bo/support/chats/:memberId/close': async () =>
    ok(`/bo/support/chats/${await chattingMember()}/close`),
  'GET /bo/content/announcements': async () => ok('/bo/content/announcements'),
  'GET /bo/content/announcements/:id': async () =>
    ok(`/bo/content/announcements/${(await announcement('PU')).id}`),
  'POST /bo/content/announcements': async () =>
    ok('/bo/content/announcements', {
      type: 'PU',
      language: 'EN',
      code: `matrix-${next()}`,
      title: 'Matrix',
    }),
  'PUT /bo/content/announcements/order': async () =>
    ok('/bo/content/announcements/order', { ids: [(await announcement('PU')).id] }),
  'PUT /bo/content/announcements/:id': async () =>
    ok(`/bo/content/announcements/${(await announcement('PU')).id}`, {
      type: 'PU',
      language: 'EN',
      code: `matrix-${next()}`,
      title: 'Matrix, edited',
    }),
  'PUT /bo/content/announcements/:id/enabled': async () =>
    ok(`/bo/content/announcements/${(await announcement('PU')).id}/enabled`, { enabled: false }),
  'DELETE /bo/content/announcements/:id': async () =>
    ok(`/bo/content/announcements/${(await announcement('PU')).id}`),
  'GET /bo/content/notices': async () => ok('/bo/content/notices'),
  'POST /bo/content/notices': async () =>
    ok('/bo/content/notices', { language: 'EN', code: `matrix-${next()}`, title: 'Matrix' }),
  'PUT /bo/content/notices/:id': async () =>
    ok(`/bo/content/notices/${(await announcement('PL')).id}`, {
      language: 'EN',
      code: `matrix-${next()}`,
      title: 'Matrix, edited',
    }),
  'DELETE /bo/content/notices/:id': async () =>
    ok(`/bo/content/notices/${(await announcement('PL')).id}`),
  'GET /bo/content/help': async () => ok('/bo/content/help'),
  'POST /bo/content/help': async () =>
    ok('/bo/content/help', {
      key: `matrix-${next()}`.toLowerCase(),
      language: 'EN',
      title: 'Matrix',
      content: '<p>Matrix</p>',
    }),
  'PUT /bo/content/help/order': async () =>
    ok('/bo/content/help/order', { ids: [(await helpArticle()).id] }),
  'PUT /bo/content/help/:id': async () =>
    ok(`/bo/content/help/${(await helpArticle()).id}`, {
      key: `matrix-${next()}`.toLowerCase(),
      language: 'EN',
      title: 'Matrix, edited',
      content: '<p>Matrix</p>',
    }),
  'DELETE /bo/content/help/:id': async () => ok(`/bo/content/help/${(await helpArticle()).id}`),

  'GET /bo/settings/whitelabel': async () => ok('/bo/settings/whitelabel'),
  'PUT /bo/settings/whitelabel/:modId': async () =>
    ok('/bo/settings/whitelabel/FISH', { enabled: true }),
  'GET /bo/settings/register-rules': async () => ok('/bo/settings/register-rules'),
  'PUT /bo/settings/register-rules/order': async () => {
    const rules = (await read('/bo/settings/register-rules')) as { field: string }[];
    return ok('/bo/settings/register-rules/order', { fields: rules.map((rule) => rule.field) });
  },
  'PUT /bo/settings/register-rules/:field': async () => {
    const rules = (await read('/bo/settings/register-rules')) as { field: string }[];
    const { field, ...rule } = rules.find((candidate) => candidate.field === 'email')!;
    return ok(`/bo/settings/register-rules/${field}`, rule);
  },
  'GET /bo/settings/registration-terms': async () => ok('/bo/settings/registration-terms'),
  'PUT /bo/settings/registration-terms': async () =>
    ok('/bo/settings/registration-terms', await read('/bo/settings/registration-terms')),
  'GET /bo/settings/site': async () => ok('/bo/settings/site'),
  'PUT /bo/settings/maintenance': async () =>
    ok('/bo/settings/maintenance', (await read('/bo/settings/site')).maintenance),
  'PUT /bo/settings/region': async () =>
    ok('/bo/settings/region', (await read('/bo/settings/site')).region),
  'PUT /bo/settings/customer-service': async () =>
    ok('/bo/settings/customer-service', (await read('/bo/settings/site')).customerService),
  'PUT /bo/settings/security': async () =>
    ok('/bo/settings/security', (await read('/bo/settings/site')).security),
  'GET /bo/settings/resources': async () => ok('/bo/settings/resources'),
  'POST /bo/settings/resources': async (role) => {
    // One app of each type per merchant: each admitted role publishes a type of its own.
    const resourceType = `MATRIX_${role.toUpperCase()}`;
    return ok('/bo/settings/resources', { resourceType, ...resource(resourceType) });
  },
  'PUT /bo/settings/resources/:resourceType': async () => {
    const resourceType = `MX_${next()}`.toUpperCase().replace(/\d/g, 'N');
    await call('DELETE', `/bo/settings/resources/${resourceType}`, tokens.owner);
    await call('POST', '/bo/settings/resources', tokens.owner, {
      resourceType,
      ...resource(resourceType),
    });
    return ok(`/bo/settings/resources/${resourceType}`, resource(resourceType));
  },
  'DELETE /bo/settings/resources/:resourceType': async (role) => {
    const resourceType = `GONE_${role.toUpperCase()}`;
    await call('POST', '/bo/settings/resources', tokens.owner, {
      resourceType,
      ...resource(resourceType),
    });
    return ok(`/bo/settings/resources/${resourceType}`);
  },
  'GET /bo/settings/integrations': async () => ok('/bo/settings/integrations'),
  'PUT /bo/settings/integrations': async () =>
    ok('/bo/settings/integrations', await read('/bo/settings/integrations')),
  'GET /bo/settings/outbox': async () => ok('/bo/settings/outbox'),

  'GET /bo/games/vendors': async () => ok('/bo/games/vendors'),
  'PATCH /bo/games/vendors/:vendorCode': async () =>
    ok('/bo/games/vendors/DEMOFISH', { enabled: true }),
  'GET /bo/games': async () => ok('/bo/games'),
  'PATCH /bo/games/:nodeId': async () => {
    const [game] = (await read('/bo/games')).list as { nodeId: number; enabled: boolean }[];
    return ok(`/bo/games/${game!.nodeId}`, { enabled: game!.enabled });
  },
  'POST /bo/games/order': async () => {
    const [game] = (await read('/bo/games')).list as { nodeId: number; sortOrder: number }[];
    return ok('/bo/games/order', { games: [{ nodeId: game!.nodeId, sortOrder: game!.sortOrder }] });
  },
  'GET /bo/games/vendor-connections': async () => ok('/bo/games/vendor-connections'),
  'POST /bo/games/vendor-connections': async () =>
    ok('/bo/games/vendor-connections', {
      code: `MX${next()}`.toUpperCase().replace(/\d/g, 'N'),
      name: 'Matrix vendor',
      adapter: 'seamless',
      launchUrl: 'https://vendor.example/launch',
      demoOnly: true,
    }),
  'PUT /bo/games/vendor-connections/:code': async () =>
    ok('/bo/games/vendor-connections/STUDIO', {
      name: 'Studio',
    }),

  'GET /bo/reports/daily': async () => ok('/bo/reports/daily'),
  'GET /bo/reports/daily.csv': async () => ok('/bo/reports/daily.csv'),
  'GET /bo/reports/games': async () => ok('/bo/reports/games'),
  'GET /bo/reports/games.csv': async () => ok('/bo/reports/games.csv'),

  // The lottery's console: no draw is made here (the scheduler does not run), so the draw's
  // calls answer its 404, which only an admitted role reaches.
  'GET /bo/lottery/games': async () => ok('/bo/lottery/games'),
  'PATCH /bo/lottery/games/:gameCode': async () => ok('/bo/lottery/games/k3-3m', { enabled: true }),
  'POST /bo/lottery/games/:gameCode/rtp': async () =>
    ok('/bo/lottery/games/k3-3m/rtp', { betType: 'side', odds: { big: '1.9' } }),
  'PUT /bo/lottery/games/:gameCode/bet-types/:betType/risk': async () =>
    ok('/bo/lottery/games/k3-3m/bet-types/side/risk', {
      minStake: null,
      maxStake: null,
      numberCap: null,
      closed: [],
      halfPay: [],
    }),
  'GET /bo/lottery/games/:gameCode/draws': async () => ok('/bo/lottery/games/k3-3m/draws'),
  'POST /bo/lottery/games/:gameCode/draws/:numero/cancel': async () => ({
    url: '/bo/lottery/games/k3-3m/draws/20000101-0001/cancel',
    payload: { reason: 'Matrix' },
    status: 404,
    errorCode: 'lottery.draw.not.found',
  }),
  'GET /bo/lottery/games/:gameCode/draws/:numero/exposure': async () => ({
    url: '/bo/lottery/games/k3-3m/draws/20000101-0001/exposure',
    status: 404,
    errorCode: 'lottery.draw.not.found',
  }),
  'PUT /bo/lottery/games/:gameCode/draws/:numero/bet-types/:betType/rules': async () => ({
    url: '/bo/lottery/games/k3-3m/draws/20000101-0001/bet-types/side/rules',
    payload: { closed: [], halfPay: [] },
    status: 404,
    errorCode: 'lottery.draw.not.found',
  }),
  'GET /bo/lottery/report': async () =>
    ok('/bo/lottery/report?startDate=2024-01-01&endDate=2024-01-31'),
  'GET /bo/lottery/report.csv': async () =>
    ok('/bo/lottery/report.csv?startDate=2024-01-01&endDate=2024-01-31'),

  // The lottery's results: no draw or entry is made here either.
  'GET /bo/lottery/results': async () => ok('/bo/lottery/results'),
  'GET /bo/lottery/games/:gameCode/draws/:numero/results': async () => ({
    url: '/bo/lottery/games/vn-north/draws/20000101/results',
    status: 404,
    errorCode: 'lottery.draw.not.found',
  }),
  'POST /bo/lottery/games/:gameCode/draws/:numero/results': async () => ({
    url: '/bo/lottery/games/vn-north/draws/20000101/results',
    payload: { sheet: { region: 'north', tiers: [] } },
    status: 404,
    errorCode: 'lottery.draw.not.found',
  }),
  'POST /bo/lottery/results/entries/:entryId/approve': async () => ({
    url: '/bo/lottery/results/entries/999999/approve',
    status: 404,
    errorCode: 'lottery.result.entry.not.found',
  }),
  'POST /bo/lottery/results/entries/:entryId/reject': async () => ({
    url: '/bo/lottery/results/entries/999999/reject',
    payload: { reason: 'Matrix' },
    status: 404,
    errorCode: 'lottery.result.entry.not.found',
  }),
  'GET /bo/lottery/results/sources': async () => ok('/bo/lottery/results/sources'),
  'GET /bo/rewards/vip-levels': async () => ok('/bo/rewards/vip-levels'),
  'PUT /bo/rewards/vip-levels': async () =>
    ok('/bo/rewards/vip-levels', { levels: await read('/bo/rewards/vip-levels') }),
  'GET /bo/rewards/turnover-rules': async () => ok('/bo/rewards/turnover-rules'),
  'PUT /bo/rewards/turnover-rules': async () =>
    ok('/bo/rewards/turnover-rules', { rules: await read('/bo/rewards/turnover-rules') }),
  'GET /bo/rewards/point-rates': async () => ok('/bo/rewards/point-rates'),
  'PUT /bo/rewards/point-rates': async () =>
    ok('/bo/rewards/point-rates', {
      cashPerHundredPoints: 1,
      minConvertPoints: 100,
      rates: [{ category: 'LIVE', rate: 0.7 }],
    }),
  'PUT /bo/lottery/results/sources': async () => ok('/bo/lottery/results/sources', { sources: [] }),
};

describe('who may call each /bo route', () => {
  it('covers every console route, and only through staffOnly', () => {
    const routes = ctx.app.staffRoutes;
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.url.startsWith('/bo/')).toBe(true);
  });

  it('refuses calls without a token, and with a player token, as no session (401)', async () => {
    for (const route of ctx.app.staffRoutes) {
      for (const token of [undefined, playerToken]) {
        const response = await call(route.method, urlOf(route.url), token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json().errorCode).toBe('bo.not.session');
      }
    }
  });

  it('answers 403 to every role the route does not admit, and what the call asks to the others', async () => {
    // Signing out ends the caller's session, so it goes last.
    const routes = [...ctx.app.staffRoutes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const unplanned = routes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !plans[key]);
    expect(unplanned, 'every /bo route has a planned call').toEqual([]);
    const refused: string[] = [];
    // Every unexpected answer, listed together: one failure names them all.
    const unexpected: string[] = [];
    for (const route of routes) {
      const plan = plans[`${route.method} ${route.url}`]!;
      for (const role of staffRoles) {
        if (route.roles.includes(role)) {
          const planned = await plan(role);
          const response = await call(route.method, planned.url, tokens[role], planned.payload);
          const where = `${role} ${route.method} ${planned.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          const answered = response.statusCode === planned.status;
          const coded = !planned.errorCode || response.json().errorCode === planned.errorCode;
          if (!answered || !coded) unexpected.push(where);
        } else {
          const response = await call(route.method, urlOf(route.url), tokens[role]);
          const where = `${role} ${route.method} ${route.url} → ${response.statusCode}`;
          expect(response.statusCode, where).toBe(403);
          expect(response.json().message).toBe('no_permission');
          refused.push(where);
        }
      }
    }
    expect(unexpected, 'admitted roles get the planned answer').toEqual([]);
    // The auditor reads but never writes anything.
    const auditorWrites = routes.filter(
      (route) => route.method !== 'GET' && route.roles.includes('auditor'),
    );
    expect(auditorWrites.map((route) => route.url)).toEqual(['/bo/session/logout']);
    expect(refused.length).toBeGreaterThan(0);
    // Several hundred calls, many of them making their own members and rows first.
  }, 180_000);
});
