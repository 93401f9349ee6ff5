import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerHelpKeys } from '@croupier/contract';
import { createTestContext, merchantIdOf, type TestContext } from '../../../testing';
import { addHelpArticles } from '../service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Article = { key: string; title: string; content: string; language: string };

async function helpCentre(headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers });
  return { statusCode: response.statusCode, body: response.json() };
}

const byKey = (articles: Article[]) => new Map(articles.map((article) => [article.key, article]));

describe('GET /wps/system/helpCenter', () => {
  it('serves the seven footer pages in footer order, without a token', async () => {
    const { statusCode, body } = await helpCentre();
    expect(statusCode).toBe(200);
    const articles: Article[] = body.value.articles;
    expect(articles.map((article) => article.key)).toEqual([...footerHelpKeys]);
    expect(articles.every((article) => article.language === 'EN')).toBe(true);
    const terms = byKey(articles).get('terms')!;
    expect(terms.title).toBe('General Terms and Conditions');
    expect(terms.content).toContain('<h3>1. Eligibility</h3>');
    expect(byKey(articles).get('about')!.content).toContain('demonstration brand');
  });

  it('answers in Vietnamese', async () => {
    const { body } = await helpCentre({ language: 'vi' });
    const articles: Article[] = body.value.articles;
    expect(articles).toHaveLength(7);
    expect(articles.every((article) => article.language === 'VI')).toBe(true);
    expect(byKey(articles).get('privacy')!.title).toBe('Chính sách bảo mật');
  });

  it('falls back to EN for a language without articles, and per article for a missing translation', async () => {
    const korean = await helpCentre({ language: 'KO' });
    expect(korean.body.value.articles.map((article: Article) => article.language)).toEqual(
      Array(7).fill('EN'),
    );

    await ctx.database.execute(
      `delete from help_articles where key = 'affiliates' and language = 'VI'`,
    );
    const vi = byKey((await helpCentre({ language: 'VI' })).body.value.articles);
    expect(vi.size).toBe(7);
    expect(vi.get('affiliates')).toMatchObject({ title: 'Affiliates', language: 'EN' });
    expect(vi.get('terms')!.language).toBe('VI');
  });

  it('leaves out switched-off articles', async () => {
    await ctx.database.execute(
      `update help_articles set enabled = false where key = 'refund-policy'`,
    );
    const { body } = await helpCentre({ language: 'VI' });
    expect(body.value.articles.map((article: Article) => article.key)).not.toContain(
      'refund-policy',
    );
  });

  it('sanitises article HTML when written and when read', async () => {
    const merchantId = await merchantIdOf(ctx.database);
    await addHelpArticles(ctx.database.db, [
      {
        merchantId,
        key: 'faq',
        title: 'FAQ',
        content: '<p onmouseover="x()">Q</p><script>x()</script><a href="javascript:x()">a</a>',
        sortOrder: 99,
      },
    ]);
    const stored = await ctx.database.execute(
      `select content from help_articles where key = 'faq'`,
    );
    expect(stored.rows[0]!.content).toBe('<p>Q</p><a>a</a>');

    await ctx.database.execute(
      `update help_articles set content = '<img src="x.png" onerror="x()"><iframe src="https://x.test"></iframe><p>ok</p>' where key = 'faq'`,
    );
    const faq = byKey((await helpCentre()).body.value.articles).get('faq')!;
    expect(faq.content).toBe('<img src="x.png" /><p>ok</p>');
  });
});
