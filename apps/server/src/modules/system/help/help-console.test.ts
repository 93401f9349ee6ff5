import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerHelpKeys } from '@croupier/contract';
import { auditEntries, staffTokenFor, type TestContext } from '../../../testing';
import {
  consoleCall,
  openContentConsole,
  rowCount,
  type ConsoleMethod,
  type ContentTokens,
} from '../../../testing/content-console';

let ctx: TestContext;
let tokens: ContentTokens;
let owner: string;
beforeAll(async () => {
  ({ ctx, tokens } = await openContentConsole());
  owner = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
});
afterAll(() => ctx.close());

type ConsoleArticle = {
  id: number;
  key: string;
  language: string;
  title: string;
  content: string;
  sortOrder: number;
  enabled: boolean;
};
type Served = { key: string; title: string; content: string; language: string };

const bo = (method: ConsoleMethod, url: string, token = tokens.content, payload?: unknown) =>
  consoleCall(ctx, method, url, token, payload);

/** The help centre as the site gets it. */
async function helpCentre(language = 'EN'): Promise<Served[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wps/system/helpCenter',
    headers: { language },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value.articles as Served[];
}

async function consoleArticles(language: string): Promise<ConsoleArticle[]> {
  const { status, body } = await bo('GET', `/bo/content/help?language=${language}`, tokens.auditor);
  expect(status).toBe(200);
  return body.value as ConsoleArticle[];
}

const articleOf = async (key: string, language = 'EN') =>
  (await consoleArticles(language)).find((article) => article.key === key)!;

const articleCount = () => rowCount(ctx, 'help_articles');
const auditCount = () => rowCount(ctx, 'audit_log');

describe('help-centre articles through the console', () => {
  it('lists the articles of each language in the help centre’s order', async () => {
    const english = await consoleArticles('EN');
    expect(english.map((article) => article.key)).toEqual([...footerHelpKeys]);
    expect(english.every((article) => article.language === 'EN')).toBe(true);
    const vietnamese = await consoleArticles('vi');
    expect(vietnamese).toHaveLength(7);
    expect(vietnamese.every((article) => article.language === 'VI')).toBe(true);
    const { body } = await bo('GET', '/bo/content/help', tokens.support);
    expect(body.value).toHaveLength(14);
  });

  it('edits an article: the player’s next help-centre call has it, sanitised, and it is audited', async () => {
    const terms = await articleOf('terms');
    const edited = await bo('PUT', `/bo/content/help/${terms.id}`, tokens.content, {
      key: 'terms',
      language: 'EN',
      title: 'Terms (updated)',
      content:
        '<h3>1. Who may play</h3><p onmouseover="x()">Adults only.</p><script>alert(1)</script>',
      sortOrder: terms.sortOrder,
      enabled: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.value.content).toBe('<h3>1. Who may play</h3><p>Adults only.</p>');

    const served = (await helpCentre()).find((article) => article.key === 'terms')!;
    expect(served.title).toBe('Terms (updated)');
    expect(served.content).toBe('<h3>1. Who may play</h3><p>Adults only.</p>');

    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({
      staff_username: 'content-staff',
      action: 'content.help.update',
      target: `help-article:${terms.id}`,
      before: { title: terms.title, content: terms.content },
      after: { title: 'Terms (updated)', content: '<h3>1. Who may play</h3><p>Adults only.</p>' },
    });
    expect(Object.keys(entry!.after as object).sort()).toEqual(['content', 'title']);
  });

  it('adds an article in one language: that language shows it, the other does not', async () => {
    const created = await bo('POST', '/bo/content/help', tokens.content, {
      key: 'vip-programme',
      language: 'VI',
      title: 'Chương trình VIP',
      content: '<p>Quyền lợi <img src="/vip.png" onerror="alert(1)"></p>',
      sortOrder: 20,
    });
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      key: 'vip-programme',
      language: 'VI',
      enabled: true,
    });
    expect(created.body.value.content).not.toContain('onerror');

    const vietnamese = await helpCentre('VI');
    expect(vietnamese.at(-1)).toMatchObject({ key: 'vip-programme', title: 'Chương trình VIP' });
    expect((await helpCentre('EN')).map((article) => article.key)).not.toContain('vip-programme');
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'content.help.create',
        target: `help-article:${created.body.value.id}`,
        before: null,
        after: { key: 'vip-programme', language: 'VI', title: 'Chương trình VIP' },
      },
    ]);
  });

  it('switches an article off: the help centre leaves it out until it is on again', async () => {
    const privacy = await articleOf('privacy');
    const draft = {
      key: 'privacy',
      language: 'EN',
      title: privacy.title,
      content: privacy.content,
      sortOrder: privacy.sortOrder,
    };
    await bo('PUT', `/bo/content/help/${privacy.id}`, tokens.content, { ...draft, enabled: false });
    expect((await helpCentre()).map((article) => article.key)).not.toContain('privacy');
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      { action: 'content.help.update', before: { enabled: true }, after: { enabled: false } },
    ]);
    await bo('PUT', `/bo/content/help/${privacy.id}`, tokens.content, { ...draft, enabled: true });
    expect((await helpCentre()).map((article) => article.key)).toContain('privacy');
  });

  it('orders the articles: the help centre follows at once', async () => {
    const english = await consoleArticles('EN');
    const reversed = [...english].reverse();
    const ordered = await bo('PUT', '/bo/content/help/order', owner, {
      ids: reversed.map((article) => article.id),
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.value.map((article: ConsoleArticle) => article.key)).toEqual(
      reversed.map((article) => article.key),
    );
    expect((await helpCentre()).map((article) => article.key)).toEqual(
      reversed.map((article) => article.key),
    );
    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({ staff_username: 'admin', action: 'content.help.reorder' });
    expect(entry!.after).toContainEqual({ id: reversed[0]!.id, sortOrder: 1 });
  });

  it('deletes an article: gone from the help centre, its text kept in the audit log', async () => {
    const affiliates = await articleOf('affiliates', 'VI');
    expect((await bo('DELETE', `/bo/content/help/${affiliates.id}`)).status).toBe(200);
    const vietnamese = await helpCentre('VI');
    // The EN article stands in for the deleted translation.
    expect(vietnamese.find((article) => article.key === 'affiliates')).toMatchObject({
      language: 'EN',
    });
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'content.help.delete',
        target: `help-article:${affiliates.id}`,
        before: { key: 'affiliates', language: 'VI', title: affiliates.title },
        after: null,
      },
    ]);
    expect((await bo('DELETE', `/bo/content/help/${affiliates.id}`)).status).toBe(404);
  });
});

describe('help-centre writes refused', () => {
  const valid = { key: 'new-page', language: 'EN', title: 'New page', content: '<p>Text</p>' };

  it('answers 400 with the field for bad input, and 409 for a key the language has, changing nothing', async () => {
    const count = await articleCount();
    const audits = await auditCount();
    const cases: [object, string, string][] = [
      [{ key: 'Not A Key' }, 'body.key', 'field_format'],
      [{ key: '' }, 'body.key', 'field_format'],
      [{ language: 'DE' }, 'body.language', 'field_invalid'],
      [{ title: '  ' }, 'body.title', 'field_too_short'],
      [{ content: '' }, 'body.content', 'field_too_short'],
    ];
    for (const [change, field, key] of cases) {
      const refused = await bo('POST', '/bo/content/help', tokens.content, { ...valid, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.value.fields[field], JSON.stringify(refused.body)).toBe(key);
    }
    const taken = await bo('POST', '/bo/content/help', tokens.content, { ...valid, key: 'about' });
    expect(taken.status).toBe(409);
    expect(taken.body.value.fields['body.key']).toBe('content_help_key_taken');

    const about = await articleOf('about');
    const renamed = await bo('PUT', `/bo/content/help/${about.id}`, tokens.content, {
      ...valid,
      key: 'contact',
    });
    expect(renamed.status).toBe(409);
    expect((await articleOf('about')).title).toBe(about.title);
    expect(await articleCount()).toBe(count);
    expect(await auditCount()).toBe(audits);
  });

  it('lets every role read, only owner, admin and content write; players are not staff', async () => {
    const about = await articleOf('about');
    const count = await articleCount();
    const audits = await auditCount();
    for (const token of [tokens.finance, tokens.support, tokens.auditor]) {
      expect((await bo('GET', '/bo/content/help', token)).status).toBe(200);
      const writes = [
        await bo('POST', '/bo/content/help', token, valid),
        await bo('PUT', `/bo/content/help/${about.id}`, token, { ...valid, key: 'about' }),
        await bo('PUT', '/bo/content/help/order', token, { ids: [about.id] }),
        await bo('DELETE', `/bo/content/help/${about.id}`, token),
      ];
      for (const write of writes) expect(write.status).toBe(403);
    }
    expect((await bo('GET', '/bo/content/help', tokens.player)).status).toBe(401);
    expect((await bo('DELETE', `/bo/content/help/${about.id}`, tokens.player)).status).toBe(401);
    expect(await articleCount()).toBe(count);
    expect(await auditCount()).toBe(audits);
    expect((await articleOf('about')).title).toBe(about.title);
  });
});
