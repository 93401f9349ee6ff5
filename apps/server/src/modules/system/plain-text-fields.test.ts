import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDraft, createTestContext, staffTokenFor, type TestContext } from '../../testing';
import { notPlainText, plainTextRefusal } from '../../testing/plain-text';

// What the console names for players to read — a brand and its currency symbol, an app's
// label, a help article's title — is text, and the support address is an e-mail address:
// markup and control characters are refused with the 400 validation answer; the names people
// really write pass.

let ctx: TestContext;
let owner: string;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
});
afterAll(() => ctx.close());

async function bo(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: owner, merchant: 'demo' },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function count(table: 'merchants' | 'merchant_resources' | 'help_articles') {
  const { rows } = await ctx.database.execute(`select count(*)::int as n from ${table}`);
  return Number(rows[0]!.n);
}

describe('brands', () => {
  const brand = (changes: Record<string, unknown>) =>
    brandDraft({ code: 'plainbrand', name: 'Plain Brand', ...changes });

  it('refuses markup and control characters in a name, on creation and on edit', async () => {
    const before = await count('merchants');
    for (const name of notPlainText) {
      const created = await bo('POST', '/bo/merchants', brand({ name }));
      expect(created.status, JSON.stringify(name)).toBe(400);
      expect(created.body).toEqual(plainTextRefusal('body.name'));
      const edited = await bo('PUT', '/bo/merchants/demo', { name });
      expect(edited.status, JSON.stringify(name)).toBe(400);
      expect(edited.body).toEqual(plainTextRefusal('body.name'));
    }
    for (const currencySymbol of ['<b>', '>', '₫\u0007']) {
      const created = await bo('POST', '/bo/merchants', brand({ currencySymbol }));
      expect(created.body).toEqual(plainTextRefusal('body.currencySymbol'));
      const edited = await bo('PUT', '/bo/merchants/demo', { currencySymbol });
      expect(edited.body).toEqual(plainTextRefusal('body.currencySymbol'));
    }
    expect(await count('merchants')).toBe(before);
    const { rows } = await ctx.database.execute(`select name from merchants where code = 'demo'`);
    expect(rows[0]!.name).not.toMatch(/[<>]/);
  });

  it('takes ordinary names', async () => {
    const created = await bo('POST', '/bo/merchants', brand({ name: 'Sòng Bạc Đông Á & Co' }));
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.value).toMatchObject({ name: 'Sòng Bạc Đông Á & Co' });
    const edited = await bo('PUT', '/bo/merchants/plainbrand', { name: "O'Brien's Lucky Star" });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.value).toMatchObject({ name: "O'Brien's Lucky Star" });
  });
});

describe('the support e-mail address', () => {
  const service = {
    liveChatUrl: null,
    vipServiceUrl: null,
    facebookUrl: null,
    supportEmail: 'help@demo.example',
    licenceNotice: 'DEMO SITE — play money only.',
  };

  it('refuses the addresses a member’s profile refuses, and takes an ordinary one', async () => {
    for (const supportEmail of ['"><svg/onload=alert(1)>@x.co', 'help<b>@demo.example']) {
      const answer = await bo('PUT', '/bo/settings/customer-service', {
        ...service,
        supportEmail,
      });
      expect(answer.status, supportEmail).toBe(400);
      expect(answer.body).toEqual(plainTextRefusal('body.supportEmail', 'field_format'));
    }
    const saved = await bo('PUT', '/bo/settings/customer-service', {
      ...service,
      supportEmail: "o'brien+vip@demo.example",
    });
    expect(saved.status, saved.body.message).toBe(200);
  });
});

describe('app download labels', () => {
  const android = {
    resourceType: 'ANDROID',
    url: 'https://apps.example/demo.apk',
    qrCodeUrl: null,
    labelNameEn: 'Android app',
    sortOrder: 1,
  };

  it('refuses markup and control characters in a label, on creation and on edit', async () => {
    const before = await count('merchant_resources');
    for (const labelNameEn of notPlainText) {
      const created = await bo('POST', '/bo/settings/resources', { ...android, labelNameEn });
      expect(created.status, JSON.stringify(labelNameEn)).toBe(400);
      expect(created.body).toEqual(plainTextRefusal('body.labelNameEn'));
      const { resourceType: _type, ...update } = android;
      const edited = await bo('PUT', '/bo/settings/resources/ANDROID', {
        ...update,
        labelNameEn,
      });
      expect(edited.status, JSON.stringify(labelNameEn)).toBe(400);
      expect(edited.body).toEqual(plainTextRefusal('body.labelNameEn'));
    }
    expect(await count('merchant_resources')).toBe(before);
  });

  it('takes ordinary labels', async () => {
    const created = await bo('POST', '/bo/settings/resources', {
      ...android,
      labelNameEn: 'Ứng dụng Android & TV',
    });
    expect(created.status, created.body.message).toBe(200);
  });
});

describe('help article titles', () => {
  const article = (title: string) => ({
    key: 'plain-title',
    language: 'EN',
    title,
    content: '<p>How to play.</p>',
  });

  it('refuses markup and control characters in a title, storing nothing', async () => {
    const before = await count('help_articles');
    for (const title of notPlainText) {
      const created = await bo('POST', '/bo/content/help', article(title));
      expect(created.status, JSON.stringify(title)).toBe(400);
      expect(created.body).toEqual(plainTextRefusal('body.title'));
    }
    expect(await count('help_articles')).toBe(before);
  });

  it('takes ordinary titles', async () => {
    const created = await bo(
      'POST',
      '/bo/content/help',
      article("Rút tiền & nạp tiền: what's new"),
    );
    expect(created.status, created.body.message).toBe(200);
    const id = created.body.value.id as number;
    for (const title of notPlainText) {
      const edited = await bo('PUT', `/bo/content/help/${id}`, article(title));
      expect(edited.body).toEqual(plainTextRefusal('body.title'));
    }
  });
});
