import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, type TestContext } from '../../../testing';
import {
  consoleCall,
  openContentConsole,
  rowCount,
  type ConsoleMethod,
  type ContentTokens,
} from '../../../testing/content-console';

let ctx: TestContext;
let tokens: ContentTokens;
beforeAll(async () => ({ ctx, tokens } = await openContentConsole()));
afterAll(() => ctx.close());

const bo = (method: ConsoleMethod, url: string, token = tokens.content, payload?: unknown) =>
  consoleCall(ctx, method, url, token, payload);

type Served = {
  id: number;
  title: string;
  content: string;
  groupName: string | null;
  url: string | null;
};
type Lists = { banners: Served[]; player: Served[]; popup: Served[]; promotion: Served[] };

/** What the site gets: the player API's list call, as a guest or a signed-in player. */
async function served(language = 'EN', token?: string): Promise<Lists> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
    headers: { language, ...(token ? { authorization: token } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as Lists;
}

const announcementCount = () => rowCount(ctx, 'announcements');
const auditCount = () => rowCount(ctx, 'audit_log');

const hour = 3_600_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

const popup = {
  type: 'PU',
  language: 'EN',
  title: 'Weekend reload',
  content: '<p>Reload <strong>50%</strong></p>',
  url: '/demo/banners/home-studio.svg',
  startAt: isoIn(-hour),
};

describe('announcements through the console', () => {
  it('creates a popup players get at once, with its HTML sanitised, and audits it', async () => {
    const created = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Created popup',
      content:
        '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    });
    expect(created.status).toBe(200);
    const announcement = created.body.value;
    expect(announcement).toMatchObject({
      type: 'PU',
      language: 'EN',
      title: 'Created popup',
      execution: 'B',
      status: 'live',
      enabled: true,
      url: '/demo/banners/home-studio.svg',
    });
    for (const html of [announcement.content as string]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
      expect(html).toContain('<p>Hello</p>');
    }

    const forPlayer = (await served('EN', tokens.player)).popup.find(
      (item) => item.id === announcement.id,
    );
    expect(forPlayer).toBeDefined();
    expect(forPlayer!.title).toBe('Created popup');
    expect(forPlayer!.content).not.toMatch(/script|onerror|onclick|javascript:/i);

    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({
      staff_username: 'content-staff',
      action: 'content.announcement.create',
      target: `announcement:${announcement.id}`,
      before: null,
      after: { type: 'PU', title: 'Created popup', content: announcement.content, enabled: true },
    });
  });

  it("serves a banner's phone picture beside its picture, and keeps none on another type", async () => {
    const banner = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      type: 'B',
      groupName: 'w_phone_art',
      title: 'Banner with phone art',
      url: '/demo/banners/home-studio.svg',
      mobileUrl: '/demo/banners/home-studio-phone.svg',
    });
    expect(banner.status).toBe(200);
    expect(banner.body.value.mobileUrl).toBe('/demo/banners/home-studio-phone.svg');
    const forPlayer = (await served('EN', tokens.player)).banners.find(
      (item) => item.id === banner.body.value.id,
    );
    expect(forPlayer).toMatchObject({
      url: '/demo/banners/home-studio.svg',
      mobileUrl: '/demo/banners/home-studio-phone.svg',
    });

    const unsafe = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      type: 'B',
      groupName: 'w_phone_art',
      mobileUrl: 'javascript:alert(1)',
    });
    expect(unsafe.status).toBe(400);

    const other = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Popup without phone art',
      mobileUrl: '/demo/banners/home-studio-phone.svg',
    });
    expect(other.body.value.mobileUrl).toBeNull();
  });

  it('edits an announcement: players see the new text, the audit entry holds only what changed', async () => {
    const { body } = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Before edit',
    });
    const id = body.value.id as number;
    const edited = await bo('PUT', `/bo/content/announcements/${id}`, tokens.content, {
      ...popup,
      title: 'After edit',
      content: '<p>New <em>text</em><iframe src="https://evil.example"></iframe></p>',
      startAt: body.value.startAt,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.value.content).toBe('<p>New <em>text</em></p>');

    const titles = (await served()).popup.map((item) => item.title);
    expect(titles).toContain('After edit');
    expect(titles).not.toContain('Before edit');

    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({
      action: 'content.announcement.update',
      target: `announcement:${id}`,
      before: { title: 'Before edit', content: '<p>Reload <strong>50%</strong></p>' },
      after: { title: 'After edit', content: '<p>New <em>text</em></p>' },
    });
    expect(Object.keys(entry!.after as object).sort()).toEqual(['content', 'title']);
  });

  it('switches an announcement off and on: gone from the site while off', async () => {
    const { body } = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Switchable',
    });
    const id = body.value.id as number;
    const off = await bo('PUT', `/bo/content/announcements/${id}/enabled`, tokens.content, {
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ enabled: false, status: 'disabled' });
    expect((await served()).popup.map((item) => item.id)).not.toContain(id);
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'content.announcement.update',
        target: `announcement:${id}`,
        before: { enabled: true },
        after: { enabled: false },
      },
    ]);

    await bo('PUT', `/bo/content/announcements/${id}/enabled`, tokens.content, { enabled: true });
    expect((await served()).popup.map((item) => item.id)).toContain(id);
  });

  it('keeps a scheduled announcement off the site until it starts, and an ended one off after', async () => {
    const future = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Next week',
      startAt: isoIn(7 * 24 * hour),
      endAt: isoIn(8 * 24 * hour),
    });
    expect(future.status).toBe(200);
    expect(future.body.value.status).toBe('scheduled');
    const ended = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Last week',
      startAt: isoIn(-8 * 24 * hour),
      endAt: isoIn(-7 * 24 * hour),
    });
    expect(ended.body.value.status).toBe('ended');
    const ids = (await served()).popup.map((item) => item.id);
    expect(ids).not.toContain(future.body.value.id);
    expect(ids).not.toContain(ended.body.value.id);

    const scheduled = await bo('GET', '/bo/content/announcements?type=PU&status=scheduled');
    expect(scheduled.body.value.list.map((item: { id: number }) => item.id)).toEqual([
      future.body.value.id,
    ]);

    // The operator brings it forward: it shows at once.
    await bo('PUT', `/bo/content/announcements/${future.body.value.id}`, tokens.content, {
      ...popup,
      title: 'Next week',
      startAt: isoIn(-60_000),
    });
    expect((await served()).popup.map((item) => item.id)).toContain(future.body.value.id);
  });

  it('deletes an announcement: gone for players and the console, its fields kept in the audit log', async () => {
    const { body } = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Short-lived',
    });
    const id = body.value.id as number;
    const removed = await bo('DELETE', `/bo/content/announcements/${id}`);
    expect(removed.status).toBe(200);
    expect((await served()).popup.map((item) => item.id)).not.toContain(id);
    expect((await bo('GET', `/bo/content/announcements/${id}`)).status).toBe(404);
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'content.announcement.delete',
        target: `announcement:${id}`,
        before: { title: 'Short-lived', type: 'PU' },
        after: null,
      },
    ]);
    expect((await bo('DELETE', `/bo/content/announcements/${id}`)).status).toBe(404);
  });

  it('serves an announcement in the language it is written in', async () => {
    const { body } = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      language: 'vi',
      title: 'Khuyến mãi cuối tuần',
    });
    expect(body.value.language).toBe('VI');
    expect((await served('VI')).popup.map((item) => item.title)).toContain('Khuyến mãi cuối tuần');
    expect((await served('EN')).popup.map((item) => item.title)).not.toContain(
      'Khuyến mãi cuối tuần',
    );
  });

  it('lists by type and language, paged', async () => {
    const page = await bo(
      'GET',
      '/bo/content/announcements?type=PL&language=EN&pageSize=5',
      tokens.auditor,
    );
    expect(page.status).toBe(200);
    expect(page.body.value).toMatchObject({ pageNum: 1, totalPages: 3, totalCount: 14 });
    expect(page.body.value.list).toHaveLength(5);
    expect(
      page.body.value.list.every(
        (item: { type: string; language: string }) => item.type === 'PL' && item.language === 'EN',
      ),
    ).toBe(true);
    const last = await bo(
      'GET',
      '/bo/content/announcements?type=PL&language=EN&pageSize=5&pageNo=3',
    );
    expect(last.body.value.list).toHaveLength(4);
  });
});

describe('banners', () => {
  async function bannersOfHome(): Promise<Served[]> {
    return (await served()).banners.filter((banner) => banner.groupName === 'w_home');
  }

  it('creates a banner with its group and picture, and orders the group', async () => {
    const created = await bo('POST', '/bo/content/announcements', tokens.content, {
      type: 'B',
      language: 'EN',
      title: 'New home banner',
      groupName: 'w_home',
      url: 'https://cdn.example.com/banner.png',
      sortOrder: 9,
      startAt: isoIn(-hour),
    });
    expect(created.status).toBe(200);
    const id = created.body.value.id as number;
    const before = await bannersOfHome();
    expect(before.at(-1)).toMatchObject({ id, url: 'https://cdn.example.com/banner.png' });

    const order = [id, ...before.filter((banner) => banner.id !== id).map((banner) => banner.id)];
    const ordered = await bo('PUT', '/bo/content/announcements/order', tokens.content, {
      ids: order,
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.value.map((item: { sortOrder: number }) => item.sortOrder)).toEqual([
      1, 2, 3,
    ]);
    expect((await bannersOfHome()).map((banner) => banner.id)).toEqual(order);
    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({
      action: 'content.announcement.reorder',
      before: [{ id, sortOrder: 9 }, { sortOrder: 1 }, { sortOrder: 2 }],
      after: [{ id, sortOrder: 1 }, { sortOrder: 2 }, { sortOrder: 3 }],
    });
  });

  it('refuses a banner without a group or picture, or with an unsafe picture address', async () => {
    const count = await announcementCount();
    const audits = await auditCount();
    const banner = {
      type: 'B',
      language: 'EN',
      title: 'Broken banner',
      groupName: 'w_home',
      url: '/banner.png',
    };
    const cases: [object, string, string][] = [
      [{ groupName: '' }, 'body.groupName', 'content_banner_group_required'],
      [{ url: null }, 'body.url', 'content_banner_image_required'],
      [{ url: 'javascript:alert(1)' }, 'body.url', 'content_url_unsafe'],
      [{ url: '//evil.example/x.png' }, 'body.url', 'content_url_unsafe'],
    ];
    for (const [change, field, key] of cases) {
      const refused = await bo('POST', '/bo/content/announcements', tokens.content, {
        ...banner,
        ...change,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.value.fields[field]).toBe(key);
    }
    expect(await announcementCount()).toBe(count);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses to order an announcement of another merchant, changing nothing', async () => {
    const { rows } = await ctx.database.execute(
      `insert into merchants (code, name, currency, theme)
       values ('elsewhere', 'Elsewhere', 'PHP', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')
       returning id`,
    );
    const other = await ctx.database.execute(
      `insert into announcements (merchant_id, type, title, group_name, url, sort_order)
       values ($1, 'B', 'Theirs', 'w_home', '/x.png', 7) returning id`,
      [Number(rows[0]!.id)],
    );
    const theirs = Number(other.rows[0]!.id);
    const mine = (await bannersOfHome())[0]!.id;
    const refused = await bo('PUT', '/bo/content/announcements/order', tokens.content, {
      ids: [theirs, mine],
    });
    expect(refused.status).toBe(404);
    const { rows: after } = await ctx.database.execute(
      'select sort_order from announcements where id = $1',
      [theirs],
    );
    expect(Number(after[0]!.sort_order)).toBe(7);
    expect((await bo('GET', `/bo/content/announcements/${theirs}`)).status).toBe(404);
  });
});

describe('player notices', () => {
  async function noticeTitles(language = 'EN'): Promise<string[]> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/notice?pageSize=50',
      headers: { language },
    });
    return response.json().value.list.map((item: { title: string }) => item.title);
  }

  it('creates, edits and deletes a notice the notice modal and marquee show, audited as notices', async () => {
    const created = await bo('POST', '/bo/content/notices', tokens.content, {
      language: 'EN',
      title: 'Scheduled maintenance tonight',
      content: '<p>Back at 02:00.</p><script>document.cookie</script>',
    });
    expect(created.status).toBe(200);
    const id = created.body.value.id as number;
    expect(created.body.value).toMatchObject({ type: 'PL', status: 'live' });
    expect(created.body.value.content).toBe('<p>Back at 02:00.</p>');
    expect(await noticeTitles()).toContain('Scheduled maintenance tonight');
    expect((await served()).player.map((item) => item.id)).toContain(id);
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      { action: 'content.notice.create', target: `announcement:${id}`, before: null },
    ]);

    const edited = await bo('PUT', `/bo/content/notices/${id}`, tokens.content, {
      language: 'EN',
      title: 'Maintenance moved to tomorrow',
      content: '<p>Back at 02:00.</p>',
      startAt: created.body.value.startAt,
    });
    expect(edited.status).toBe(200);
    expect(await noticeTitles()).toContain('Maintenance moved to tomorrow');
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'content.notice.update',
        before: { title: 'Scheduled maintenance tonight' },
        after: { title: 'Maintenance moved to tomorrow' },
      },
    ]);

    const listed = await bo('GET', '/bo/content/notices?language=EN&pageSize=100', tokens.auditor);
    expect(listed.body.value.list.every((item: { type: string }) => item.type === 'PL')).toBe(true);
    expect(listed.body.value.list.map((item: { id: number }) => item.id)).toContain(id);

    expect((await bo('DELETE', `/bo/content/notices/${id}`)).status).toBe(200);
    expect(await noticeTitles()).not.toContain('Maintenance moved to tomorrow');
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      { action: 'content.notice.delete', before: { title: 'Maintenance moved to tomorrow' } },
    ]);
  });

  it('does not reach a banner through the notices calls', async () => {
    const banner = (await served()).banners[0]!;
    const audits = await auditCount();
    const edit = await bo('PUT', `/bo/content/notices/${banner.id}`, tokens.content, {
      language: 'EN',
      title: 'Hijacked',
    });
    expect(edit.status).toBe(404);
    expect((await bo('DELETE', `/bo/content/notices/${banner.id}`)).status).toBe(404);
    expect((await served()).banners.map((item) => item.title)).toContain(banner.title);
    expect(await auditCount()).toBe(audits);
  });
});

describe('who may change content', () => {
  it('lets every staff role read, and only owner, admin and content write', async () => {
    const { body } = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Guarded',
    });
    const id = body.value.id as number;
    const count = await announcementCount();
    const audits = await auditCount();
    for (const token of [tokens.finance, tokens.support, tokens.auditor]) {
      expect((await bo('GET', '/bo/content/announcements', token)).status).toBe(200);
      expect((await bo('GET', '/bo/content/notices', token)).status).toBe(200);
      const writes = [
        await bo('POST', '/bo/content/announcements', token, popup),
        await bo('PUT', `/bo/content/announcements/${id}`, token, { ...popup, title: 'x' }),
        await bo('PUT', `/bo/content/announcements/${id}/enabled`, token, { enabled: false }),
        await bo('PUT', '/bo/content/announcements/order', token, { ids: [id] }),
        await bo('DELETE', `/bo/content/announcements/${id}`, token),
        await bo('POST', '/bo/content/notices', token, { language: 'EN', title: 'x' }),
        await bo('DELETE', `/bo/content/notices/${id}`, token),
      ];
      for (const write of writes) {
        expect(write.status).toBe(403);
        expect(write.body.message).toBe('no_permission');
      }
    }
    // A player's token is no console session at all.
    expect((await bo('GET', '/bo/content/announcements', tokens.player)).status).toBe(401);
    expect((await bo('POST', '/bo/content/announcements', tokens.player, popup)).status).toBe(401);
    expect(await announcementCount()).toBe(count);
    expect(await auditCount()).toBe(audits);
    expect((await bo('GET', `/bo/content/announcements/${id}`)).body.value.title).toBe('Guarded');
  });
});

describe('bad input', () => {
  it('answers 400 with the field and changes nothing', async () => {
    const count = await announcementCount();
    const audits = await auditCount();
    const cases: [object, string, string][] = [
      [{ type: 'X' }, 'body.type', 'field_invalid'],
      [{ title: '' }, 'body.title', 'field_too_short'],
      [{ title: 'x'.repeat(201) }, 'body.title', 'field_too_long'],
      [{ language: 'FR' }, 'body.language', 'field_invalid'],
      [{ startAt: 'tomorrow' }, 'body.startAt', 'field_format'],
      [{ startAt: isoIn(hour), endAt: isoIn(-hour) }, 'body.endAt', 'content_schedule_end'],
      [{ sortOrder: -1 }, 'body.sortOrder', 'field_too_short'],
    ];
    for (const [change, field, key] of cases) {
      const refused = await bo('POST', '/bo/content/announcements', tokens.content, {
        ...popup,
        ...change,
      });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.value.fields[field], JSON.stringify(refused.body)).toBe(key);
    }
    expect(await announcementCount()).toBe(count);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses an edit whose end falls before the kept start, leaving the row as it was', async () => {
    const { body } = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      title: 'Kept start',
    });
    const id = body.value.id as number;
    const { startAt: _startAt, ...withoutStart } = popup;
    const refused = await bo('PUT', `/bo/content/announcements/${id}`, tokens.content, {
      ...withoutStart,
      title: 'Changed',
      endAt: new Date(Date.parse(body.value.startAt) - hour).toISOString(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.value.fields['body.endAt']).toBe('content_schedule_end');
    expect((await bo('GET', `/bo/content/announcements/${id}`)).body.value.title).toBe(
      'Kept start',
    );
  });

  it('refuses a code and language another announcement has (409) and an unknown id (404)', async () => {
    const taken = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      code: 'demo-notice-welcome',
      type: 'PL',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.value.fields['body.code']).toBe('content_code_taken');
    // The same code in another language is that announcement's translation: allowed.
    await ctx.database.execute(
      `delete from announcements where code = 'demo-notice-welcome' and language = 'VI'`,
    );
    const translation = await bo('POST', '/bo/content/announcements', tokens.content, {
      ...popup,
      type: 'PL',
      code: 'demo-notice-welcome',
      language: 'VI',
    });
    expect(translation.status).toBe(200);
    expect(
      (await bo('PUT', '/bo/content/announcements/999999', tokens.content, popup)).status,
    ).toBe(404);
    expect((await bo('GET', '/bo/content/announcements/abc')).status).toBe(400);
  });
});
