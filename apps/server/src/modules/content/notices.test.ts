import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function notices(query = '', headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/notice${query}`, headers });
  return { statusCode: response.statusCode, body: response.json() };
}

describe('GET /wps/notice', () => {
  it('pages the player notices 9 at a time, newest first, without a token', async () => {
    const first = await notices();
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 14 });
    expect(first.body.value.list).toHaveLength(9);
    const [newest] = first.body.value.list;
    expect(newest).toEqual({
      id: expect.any(Number),
      title: expect.stringMatching(/^Welcome to Croupier Demo/),
      content: expect.stringContaining('<p>'),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const stamps = first.body.value.list.map((item: { timestamp: string }) => item.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);

    const second = await notices('?pageNo=2');
    expect(second.body.value).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 14 });
    expect(second.body.value.list).toHaveLength(5);
    const ids = new Set(
      [...first.body.value.list, ...second.body.value.list].map((item) => item.id),
    );
    expect(ids.size).toBe(14);

    const beyond = await notices('?pageNo=3');
    expect(beyond.body.value).toMatchObject({ list: [], pageNum: 3, totalPages: 2 });
  });

  it('takes another page size', async () => {
    const { body } = await notices('?pageNo=1&pageSize=5');
    expect(body.value).toMatchObject({ totalPages: 3, totalCount: 14 });
    expect(body.value.list).toHaveLength(5);
  });

  it('writes the timestamp as yyyy-MM-dd HH:mm:ss of when the notice went live', async () => {
    await ctx.database.execute(
      `update announcements set start_at = '2026-03-04T05:06:07Z' where code = 'demo-notice-welcome'`,
    );
    const { body } = await notices('?pageNo=2');
    const welcome = body.value.list.find((item: { title: string }) =>
      item.title.startsWith('Welcome'),
    );
    expect(welcome.timestamp).toBe('2026-03-04 05:06:07');
  });

  it('answers in Vietnamese, and in English for a language without notices', async () => {
    const titles = async (language: string) => {
      const { body } = await notices('?pageSize=50', { language });
      return body.value.list.map((item: { title: string }) => item.title);
    };
    const vi = await titles('VI');
    expect(vi).toHaveLength(14);
    expect(vi).toContain('Bảo trì định kỳ Chủ nhật 02:00–04:00 UTC');
    expect(vi).not.toContain('Scheduled maintenance on Sunday 02:00–04:00 UTC');
    const japanese = await titles('JA');
    expect(japanese).toHaveLength(14);
    expect(japanese).toContain('Scheduled maintenance on Sunday 02:00–04:00 UTC');
  });

  it('leaves out notices that ended or are switched off', async () => {
    await ctx.database.execute(
      `update announcements set end_at = now() - interval '1 minute', start_at = now() - interval '1 day'
       where code = 'demo-notice-maintenance'`,
    );
    await ctx.database.execute(
      `update announcements set enabled = false where code = 'demo-notice-new-slot'`,
    );
    const { body } = await notices('?pageSize=50', { language: 'VI' });
    expect(body.value.totalCount).toBe(12);
    expect(JSON.stringify(body.value.list)).not.toContain('Bảo trì định kỳ');
  });

  it('refuses a page number that is not a positive integer', async () => {
    const { statusCode, body } = await notices('?pageNo=0');
    expect(statusCode).toBe(400);
    expect(body.value.fields).toEqual({ 'querystring.pageNo': 'field_too_short' });
  });
});
