import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { addAnnouncements, type AnnouncementDraft } from './service';

let ctx: TestContext;
let otherMerchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  // A brand of its own, so each test's announcements are the only ones it sees.
  const { rows } = await ctx.database.execute(
    `insert into merchants (code, name, currency, theme)
     values ('other', 'Other Brand', 'PHP', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')
     returning id`,
  );
  otherMerchantId = Number(rows[0]!.id);
});
afterAll(() => ctx.close());

type Item = { id: number; title: string; content: string; url: string | null };

async function announcements(headers: Record<string, string> = {}, query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements${query}`,
    headers,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const hour = 3_600_000;

async function addToOther(drafts: Partial<AnnouncementDraft>[]) {
  await ctx.database.execute('delete from announcements where merchant_id = $1', [otherMerchantId]);
  await addAnnouncements(
    ctx.database.db,
    drafts.map((draft, index) => ({
      merchantId: otherMerchantId,
      type: 'B',
      title: `item ${index}`,
      startAt: new Date(Date.now() - hour),
      ...draft,
    })),
  );
}

const titles = (items: Item[]) => items.map((item) => item.title);

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it("serves the demo brand's banners, player notices, popup and promotions without a token", async () => {
    const { statusCode, body } = await announcements();
    expect(statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(Object.keys(body.value).sort()).toEqual(['banners', 'player', 'popup', 'promotion']);
    expect(body.value.banners).toHaveLength(4);
    expect(body.value.player).toHaveLength(14);
    expect(body.value.popup).toHaveLength(1);
    expect(body.value.promotion).toHaveLength(2);
    expect(body.value.banners.map((b: { groupName: string }) => b.groupName).sort()).toEqual([
      'w_home',
      'w_home',
      'w_login',
      'w_register',
    ]);
    for (const banner of body.value.banners) expect(banner.title).toMatch(/^DEMO/);
    // The home banners carry phone art beside the wide one; the sign-in ones need none.
    const home = body.value.banners.filter((b: { groupName: string }) => b.groupName === 'w_home');
    expect(home.map((b: { url: string; mobileUrl: string }) => [b.url, b.mobileUrl])).toEqual([
      ['/demo/banners/home-welcome.svg', '/demo/banners/home-welcome-phone.svg'],
      ['/demo/banners/home-studio.svg', '/demo/banners/home-studio-phone.svg'],
    ]);
    expect(body.value.promotion[0]).toEqual({
      id: expect.any(Number),
      title: 'DEMO · 100% welcome bonus in play money',
      content: expect.stringContaining('play money only'),
      execution: 'B',
      promotionType: 'NEW_MEMBER',
      groupName: null,
      url: '/demo/promotions/welcome-bonus.svg',
      mobileUrl: null,
      code: 'demo-promo-welcome-bonus',
    });
    expect(body.value.player[0].title).toMatch(/^Welcome to Croupier Demo/);
  });

  it('answers in the Language header, falling back to EN for a language with no content', async () => {
    const vi = await announcements({ language: 'vi' });
    expect(vi.body.value.popup[0].title).toBe('Đây là trang demo');
    expect(vi.body.value.player).toHaveLength(14);
    const regional = await announcements({ language: 'VI-VN' });
    expect(regional.body.value.popup[0].title).toBe('Đây là trang demo');
    const thai = await announcements({ language: 'TH' });
    expect(thai.body.value.popup[0].title).toBe('This is a demo site');
    expect(thai.body.value.banners).toHaveLength(4);
  });

  it('falls back to EN per type, never mixing languages within one group', async () => {
    await addToOther([
      { type: 'B', language: 'EN', title: 'EN banner' },
      { type: 'B', language: 'VI', title: 'VI banner' },
      { type: 'PR', language: 'EN', title: 'EN promotion' },
      { type: 'PR', language: 'EN', title: 'EN promotion 2' },
    ]);
    const { body } = await announcements({ merchant: 'other', language: 'VI' });
    expect(titles(body.value.banners)).toEqual(['VI banner']);
    expect(titles(body.value.promotion)).toEqual(['EN promotion', 'EN promotion 2']);
    expect(body.value.player).toEqual([]);
  });

  it('serves only enabled announcements inside their schedule, in sort order', async () => {
    const now = Date.now();
    await addToOther([
      { title: 'second', sortOrder: 2 },
      { title: 'first', sortOrder: 1, endAt: new Date(now + hour) },
      { title: 'not yet', startAt: new Date(now + hour) },
      { title: 'ended', startAt: new Date(now - 2 * hour), endAt: new Date(now - 1000) },
      { title: 'switched off', enabled: false },
    ]);
    const { body } = await announcements({ merchant: 'other' });
    expect(titles(body.value.banners)).toEqual(['first', 'second']);
  });

  it('filters by types, given comma-separated or repeated', async () => {
    const comma = await announcements({}, '?types=B,pu&platform=W&execution=B');
    expect(comma.statusCode).toBe(200);
    expect(comma.body.value.banners).toHaveLength(4);
    expect(comma.body.value.popup).toHaveLength(1);
    expect(comma.body.value.player).toEqual([]);
    expect(comma.body.value.promotion).toEqual([]);
    const repeated = await announcements({}, '?types=PL&types=PR');
    expect(repeated.body.value.banners).toEqual([]);
    expect(repeated.body.value.player).toHaveLength(14);
    expect(repeated.body.value.promotion).toHaveLength(2);
  });

  it('refuses an unknown type with a field-level message', async () => {
    const { statusCode, body } = await announcements({}, '?types=B,NOPE');
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      message: 'invalid_input',
      errorCode: 'request.invalid',
      value: { fields: { 'querystring.types.1': 'field_invalid' } },
    });
  });

  it('answers a guest normally even with a stale token', async () => {
    const { statusCode } = await announcements({ authorization: 'ended-session-token' });
    expect(statusCode).toBe(200);
  });

  it('answers the CCSFE alias exactly as MCSFE', async () => {
    for (const query of ['', '?types=B,PR']) {
      const [main, alias] = await Promise.all(
        ['MCSFE', 'CCSFE'].map((service) =>
          ctx.app.inject({
            method: 'GET',
            url: `/wps/relay/${service}_getListAnnouncements${query}`,
            headers: { language: 'VI' },
          }),
        ),
      );
      expect(alias!.statusCode).toBe(200);
      expect(alias!.json()).toEqual(main!.json());
    }
  });
});

describe('announcement HTML', () => {
  const hostile =
    '<p onclick="steal()">Big <strong>win</strong></p><script>steal()</script>' +
    '<a href="javascript:steal()">claim</a><img src="https://cdn.example.com/p.png" onerror="steal()">';
  const clean =
    '<p>Big <strong>win</strong></p><a>claim</a><img src="https://cdn.example.com/p.png" />';

  it('is sanitised when written', async () => {
    await addToOther([
      {
        code: 'hostile',
        title: 'written',
        content: hostile,
        url: 'javascript:steal()',
        mobileUrl: 'javascript:steal()',
      },
    ]);
    const { rows } = await ctx.database.execute(
      `select content, url, mobile_url from announcements where merchant_id = $1 and code = 'hostile'`,
      [otherMerchantId],
    );
    expect(rows[0]).toEqual({ content: clean, url: null, mobile_url: null });
  });

  it('is sanitised when read, whatever the row holds', async () => {
    await addToOther([]);
    await ctx.database.execute(
      `insert into announcements (merchant_id, type, title, content, url, mobile_url, start_at)
       values ($1, 'PU', 'stored raw', $2, 'javascript:steal()', 'javascript:steal()',
               now() - interval '1 hour')`,
      [otherMerchantId, hostile],
    );
    const { body } = await announcements({ merchant: 'other' });
    expect(body.value.popup[0]).toMatchObject({ content: clean, url: null, mobileUrl: null });
    expect(JSON.stringify(body)).not.toMatch(/script|onclick|onerror|javascript:/);
  });
});
