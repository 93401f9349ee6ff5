import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  brandDraft,
  createTestContext,
  merchantIdOf,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
  lastAuditSeq,
} from '../../../testing';

const url = '/bo/settings/integrations';

let ctx: TestContext;
let owner: string;
let admin: string;
let auditor: string;
let finance: string;
let demoId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  admin = await staffTokenOfRole(ctx, 'admin');
  auditor = await staffTokenOfRole(ctx, 'auditor');
  finance = await staffTokenOfRole(ctx, 'finance');
  demoId = await merchantIdOf(ctx.database);
});
afterAll(() => ctx.close());

function bo(method: 'GET' | 'PUT', token: string, payload?: object, merchant = 'demo') {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: token, merchant },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function read(merchant = 'demo') {
  const response = await bo('GET', auditor, undefined, merchant);
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

/** What the player site is told (`GET /wps/system/status`). */
async function siteInfo(merchant = 'demo') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wps/system/status',
    headers: { merchant },
  });
  expect(response.statusCode).toBe(200);
  const { analytics, imageCDNs, launchGameCDNs } = response.json().value.info;
  return { analytics, imageCDNs, launchGameCDNs };
}

describe('site integrations', () => {
  it('shows the analytics tag and CDNs, and a change reaches the site at once, audited', async () => {
    expect(await read()).toEqual({ gtagId: null, imageCdns: [], launchGameCdns: [] });
    expect(await siteInfo()).toEqual({
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    });

    const response = await bo('PUT', admin, {
      gtagId: ' G-AB12CD34 ',
      imageCdns: ['https://img.demo-cdn.example', 'https://img2.demo-cdn.example:8443'],
      launchGameCdns: ['https://play.demo-cdn.example'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = {
      gtagId: 'G-AB12CD34',
      imageCdns: ['https://img.demo-cdn.example', 'https://img2.demo-cdn.example:8443'],
      launchGameCdns: ['https://play.demo-cdn.example'],
    };
    expect(response.json().value).toEqual(saved);
    expect(await read()).toEqual(saved);
    expect(await siteInfo()).toEqual({
      analytics: { gtagId: 'G-AB12CD34' },
      imageCDNs: saved.imageCdns,
      launchGameCDNs: saved.launchGameCdns,
    });
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        staff_username: 'admin-staff',
        merchant_id: demoId,
        action: 'settings.integrations.update',
        target: 'merchant:demo',
        before: { gtagId: null, imageCdns: [], launchGameCdns: [] },
        after: saved,
      },
    ]);

    // A Universal Analytics id, one origin less: only what changed is in the entry.
    const next = await bo('PUT', owner, {
      gtagId: 'UA-1234567-2',
      imageCdns: ['https://img.demo-cdn.example', 'https://img2.demo-cdn.example:8443'],
      launchGameCdns: [],
    });
    expect(next.statusCode, next.body).toBe(200);
    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({
      staff_username: 'admin',
      action: 'settings.integrations.update',
    });
    expect(entry!.before).toEqual({
      gtagId: 'G-AB12CD34',
      launchGameCdns: ['https://play.demo-cdn.example'],
    });
    expect(entry!.after).toEqual({ gtagId: 'UA-1234567-2', launchGameCdns: [] });

    // An empty tag id takes the tag off the site.
    const cleared = await bo('PUT', admin, { gtagId: '', imageCdns: [], launchGameCdns: [] });
    expect(cleared.json().value).toEqual({ gtagId: null, imageCdns: [], launchGameCdns: [] });
    expect((await siteInfo()).analytics).toEqual({ gtagId: null });
  });

  it('changes only the merchant of the Merchant header', async () => {
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/bo/merchants',
      headers: { authorization: owner, merchant: 'demo' },
      payload: brandDraft({
        code: 'integr2',
        name: 'Second brand',
        currency: 'PHP',
        currencySymbol: '₱',
        copySettingsFrom: 'demo',
      }),
    });
    expect(create.statusCode, create.body).toBe(200);
    const response = await bo(
      'PUT',
      admin,
      { gtagId: 'G-SECOND01', imageCdns: ['https://img.second.example'], launchGameCdns: [] },
      'integr2',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await siteInfo('integr2')).analytics).toEqual({ gtagId: 'G-SECOND01' });
    expect((await siteInfo('demo')).analytics).toEqual({ gtagId: null });
    expect((await read('demo')).imageCdns).toEqual([]);
  });

  it('refuses a bad tag id or CDN origin with 400 on the field, changing nothing', async () => {
    const good = { gtagId: 'G-GOOD1234', imageCdns: ['https://img.good.example'] };
    expect((await bo('PUT', admin, { ...good, launchGameCdns: [] })).statusCode).toBe(200);
    const before = await read();
    const seq = await lastAuditSeq(ctx.database);
    const elevenOrigins = Array.from({ length: 11 }, (_, i) => `https://img${i}.example`);
    const cases: [object, string, string][] = [
      [{ gtagId: 'GTM-ABC123' }, 'body.gtagId', 'gtag_id_invalid'],
      [{ gtagId: '<script>alert(1)</script>' }, 'body.gtagId', 'gtag_id_invalid'],
      [{ gtagId: `G-${'A'.repeat(40)}` }, 'body.gtagId', 'gtag_id_invalid'],
      [{ gtagId: 'g-lowercase' }, 'body.gtagId', 'gtag_id_invalid'],
      [{ imageCdns: ['javascript:alert(1)'] }, 'body.imageCdns.0', 'cdn_origin_invalid'],
      [{ imageCdns: ['http://img.plain.example'] }, 'body.imageCdns.0', 'cdn_origin_invalid'],
      [
        { imageCdns: ['https://img.good.example', 'https://img.good.example/path/junk'] },
        'body.imageCdns.1',
        'cdn_origin_invalid',
      ],
      [{ imageCdns: ['https://img.good.example?x=1'] }, 'body.imageCdns.0', 'cdn_origin_invalid'],
      [{ imageCdns: ['https://user:pw@img.example'] }, 'body.imageCdns.0', 'cdn_origin_invalid'],
      [{ imageCdns: ['data:text/html,hi'] }, 'body.imageCdns.0', 'cdn_origin_invalid'],
      [{ imageCdns: ['//img.good.example'] }, 'body.imageCdns.0', 'cdn_origin_invalid'],
      [
        { imageCdns: ['https://a.example', 'https://a.example'] },
        'body.imageCdns',
        'cdn_origin_duplicate',
      ],
      [{ launchGameCdns: elevenOrigins }, 'body.launchGameCdns', 'field_too_long'],
      [
        { launchGameCdns: ['https://play.example/'] },
        'body.launchGameCdns.0',
        'cdn_origin_invalid',
      ],
    ];
    for (const [change, field, message] of cases) {
      const body = { ...good, launchGameCdns: [], ...change };
      const response = await bo('PUT', admin, body);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().value.fields, JSON.stringify(change)).toMatchObject({
        [field]: message,
      });
    }
    const missing = await bo('PUT', admin, { gtagId: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toMatchObject({ 'body.imageCdns': 'field_required' });

    expect(await read()).toEqual(before);
    expect(await lastAuditSeq(ctx.database)).toBe(seq);
  });

  it('lets every role read, and only owners and admins change', async () => {
    const seq = await lastAuditSeq(ctx.database);
    const body = { gtagId: null, imageCdns: [], launchGameCdns: [] };
    for (const token of [auditor, finance]) {
      expect((await bo('GET', token)).statusCode).toBe(200);
      const refused = await bo('PUT', token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('no_permission');
    }
    expect(await lastAuditSeq(ctx.database)).toBe(seq);
  });
});
