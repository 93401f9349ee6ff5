import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  createTestContext,
  merchantIdOf,
  humanCheck,
  sealed,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
  lastAuditSeq,
} from '../../../testing';

let ctx: TestContext;
let owner: string;
let admin: string;
let auditor: string;
let content: string;
let demoId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  admin = await staffTokenOfRole(ctx, 'admin');
  auditor = await staffTokenOfRole(ctx, 'auditor');
  content = await staffTokenOfRole(ctx, 'content');
  demoId = await merchantIdOf(ctx.database);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function bo(method: Method, url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: token, merchant: 'demo' },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function read(url: string) {
  const response = await bo('GET', url, auditor);
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

/** What the player site is told (`GET /wps/system/status`). */
async function siteInfo() {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wps/system/status',
    headers: { merchant: 'demo' },
  });
  return response.json().value.info;
}

/** A refused write leaves `url` reading as before and the audit log as it was. */
async function expectUnchanged(url: string, write: () => Promise<{ statusCode: number }>) {
  const before = await read(url);
  const seq = await lastAuditSeq(ctx.database);
  const response = await write();
  expect(await read(url)).toEqual(before);
  expect(await lastAuditSeq(ctx.database)).toBe(seq);
  return response as Awaited<ReturnType<typeof bo>>;
}

type Module = { modId: string; enabled: boolean; children: Module[] };
const find = (tree: Module[], modId: string): Module | undefined =>
  tree.reduce<Module | undefined>(
    (found, node) => found ?? (node.modId === modId ? node : find(node.children, modId)),
    undefined,
  );
type WireNode = { modId: string; enabled: string; childrenNodes: WireNode[] };
const findWire = (tree: WireNode[], modId: string): WireNode | undefined =>
  tree.reduce<WireNode | undefined>(
    (found, node) => found ?? (node.modId === modId ? node : findWire(node.childrenNodes, modId)),
    undefined,
  );

describe('the whitelabel switch tree', () => {
  it('shows the tree and switches a module for the site at once', async () => {
    const tree: Module[] = await read('/bo/settings/whitelabel');
    expect(tree.map((node) => node.modId)).toEqual([
      'SITE',
      'REGISTER',
      'LOGIN',
      'GAME_CATEGORIES',
    ]);
    expect(find(tree, 'GAME_CATEGORIES')!.children.map((node) => node.modId)).toContain('FISH');
    expect(find(tree, 'FISH')!.enabled).toBe(true);

    const response = await bo('PUT', '/bo/settings/whitelabel/FISH', admin, { enabled: false });
    expect(response.statusCode).toBe(200);
    expect(find(response.json().value, 'FISH')!.enabled).toBe(false);
    expect(findWire((await siteInfo()).whitelabel, 'FISH')!.enabled).toBe('0');
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        staff_username: 'admin-staff',
        merchant_id: demoId,
        action: 'settings.whitelabel.update',
        target: 'whitelabel:FISH',
        before: { enabled: true },
        after: { enabled: false },
      },
    ]);

    await bo('PUT', '/bo/settings/whitelabel/FISH', admin, { enabled: true });
    expect(findWire((await siteInfo()).whitelabel, 'FISH')!.enabled).toBe('1');
  });

  it('switches off everything in a group that is switched off', async () => {
    const register = async () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { merchant: 'demo' },
        payload: await sealed(ctx.app, {
          humanCheck: await humanCheck(ctx.app),
          username: 'groupoff1',
          password: 'Secret-pass1',
          confirmPassword: 'Secret-pass1',
          mobileNum: '09171113333',
          termsAccepted: true,
        }),
      });
    await bo('PUT', '/bo/settings/whitelabel/REGISTER', admin, { enabled: false });
    try {
      const tree: Module[] = await read('/bo/settings/whitelabel');
      // The group's own switches keep their values, for when it is switched back on.
      expect(find(tree, 'REGISTER_USERNAME')!.enabled).toBe(true);
      const refused = await register();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('registration_disabled');
    } finally {
      await bo('PUT', '/bo/settings/whitelabel/REGISTER', admin, { enabled: true });
    }
  });

  it('answers 404 for a module the merchant does not have, 400 for a bad body', async () => {
    const missing = await expectUnchanged('/bo/settings/whitelabel', () =>
      bo('PUT', '/bo/settings/whitelabel/NO_SUCH_MODULE', admin, { enabled: false }),
    );
    expect(missing.statusCode).toBe(404);
    const bad = await expectUnchanged('/bo/settings/whitelabel', () =>
      bo('PUT', '/bo/settings/whitelabel/FISH', admin, { enabled: 'no' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ 'body.enabled': 'field_invalid' });
  });
});

describe('registration rules', () => {
  type Rule = { field: string; minLength: number; maxLength: number; sortOrder: number };
  const ruleOf = async (field: string): Promise<Rule> =>
    (await read('/bo/settings/register-rules')).find((rule: Rule) => rule.field === field);

  it('changes one field’s rule for the site and audits the changed values', async () => {
    const rule = {
      enabled: true,
      required: true,
      acceptedPattern: '^[a-z][a-z0-9]*$',
      patternId: 1,
      minLength: 5,
      maxLength: 12,
    };
    const response = await bo('PUT', '/bo/settings/register-rules/username', admin, rule);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ field: 'username', ...rule, sortOrder: 0 });
    expect((await siteInfo()).registerRules).toContainEqual({ field: 'username', ...rule });
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'settings.register_rule.update',
        target: 'register_rule:username',
        before: { acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 16 },
        after: { acceptedPattern: '^[a-z][a-z0-9]*$', minLength: 5, maxLength: 12 },
      },
    ]);
  });

  it('refuses a rule that cannot hold, changing nothing', async () => {
    const good = {
      enabled: true,
      required: false,
      acceptedPattern: '*',
      patternId: 0,
      minLength: 2,
      maxLength: 40,
    };
    const refusals: [string, object, string, string][] = [
      [
        'email',
        { ...good, minLength: 30, maxLength: 20 },
        'body.maxLength',
        'length_range_invalid',
      ],
      ['email', { ...good, acceptedPattern: '^[a-z' }, 'body.acceptedPattern', 'pattern_invalid'],
      [
        'email',
        { ...good, enabled: false, required: true },
        'body.required',
        'required_needs_enabled',
      ],
      ['email', { ...good, maxLength: 300 }, 'body.maxLength', 'field_too_long'],
      [
        'password',
        { ...good, required: true, minLength: 6 },
        'body.minLength',
        'password_min_length',
      ],
      ['password', { ...good, enabled: false }, 'body.enabled', 'password_rule_fixed'],
      ['password', { ...good, minLength: 8 }, 'body.required', 'password_rule_fixed'],
    ];
    for (const [field, body, where, messageKey] of refusals) {
      const response = await expectUnchanged('/bo/settings/register-rules', () =>
        bo('PUT', `/bo/settings/register-rules/${field}`, admin, body),
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().value.fields).toEqual({ [where]: messageKey });
    }
    const unknown = await expectUnchanged('/bo/settings/register-rules', () =>
      bo('PUT', '/bo/settings/register-rules/shoeSize', admin, good),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('reorders the form with one audited change', async () => {
    const fields: string[] = (await read('/bo/settings/register-rules')).map(
      (rule: Rule) => rule.field,
    );
    const reordered = [fields[1]!, fields[0]!, ...fields.slice(2)];
    const response = await bo('PUT', '/bo/settings/register-rules/order', admin, {
      fields: reordered,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.map((rule: Rule) => rule.field)).toEqual(reordered);
    expect((await siteInfo()).registerRules.map((rule: Rule) => rule.field)).toEqual(reordered);
    expect((await ruleOf(fields[1]!)).sortOrder).toBe(0);
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'settings.register_rules.order',
        before: { order: fields },
        after: { order: reordered },
      },
    ]);

    for (const wrong of [
      reordered.slice(1),
      [...reordered, 'shoeSize'],
      [...reordered.slice(1), reordered[1]!],
    ]) {
      const refused = await expectUnchanged('/bo/settings/register-rules', () =>
        bo('PUT', '/bo/settings/register-rules/order', admin, { fields: wrong }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().value.fields).toEqual({ 'body.fields': 'rule_order_mismatch' });
    }
  });
});

describe('the registration form’s age-and-terms box', () => {
  /** What the site is told, by the register settings call and by the status call. */
  async function siteTermsRule() {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/setting/register',
      headers: { merchant: 'demo' },
    });
    const rules: { field: string; enabled: boolean }[] = answer.json().value;
    const fromStatus: { field: string; enabled: boolean }[] = (await siteInfo()).registerRules;
    const find = (list: typeof rules) =>
      list.find((rule) => rule.field === 'termsCheckedByDefault');
    expect(find(fromStatus)).toEqual(find(rules));
    return find(rules);
  }

  it('starts unticked: a brand has the setting off until an operator turns it on', async () => {
    expect(await read('/bo/settings/registration-terms')).toEqual({ checkedByDefault: false });
    // A brand that never set it carries no row; the site reads that as off.
    expect((await siteTermsRule())?.enabled ?? false).toBe(false);
  });

  it('is turned on and off for the site, each change audited', async () => {
    const on = await bo('PUT', '/bo/settings/registration-terms', admin, {
      checkedByDefault: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().value).toEqual({ checkedByDefault: true });
    expect(await read('/bo/settings/registration-terms')).toEqual({ checkedByDefault: true });
    expect(await siteTermsRule()).toMatchObject({ field: 'termsCheckedByDefault', enabled: true });
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        staff_username: 'admin-staff',
        merchant_id: demoId,
        action: 'settings.registration_terms.update',
        target: 'register_rule:termsCheckedByDefault',
        before: { checkedByDefault: false },
        after: { checkedByDefault: true },
      },
    ]);

    // It is no field of the form: the rules list and its order leave it out.
    const fields: string[] = (await read('/bo/settings/register-rules')).map(
      (rule: { field: string }) => rule.field,
    );
    expect(fields).not.toContain('termsCheckedByDefault');
    const order = await bo('PUT', '/bo/settings/register-rules/order', admin, { fields });
    expect(order.statusCode).toBe(200);
    const asRule = await bo('PUT', '/bo/settings/register-rules/termsCheckedByDefault', admin, {
      enabled: false,
      required: false,
      acceptedPattern: '*',
      patternId: 0,
      minLength: 0,
      maxLength: 10,
    });
    expect(asRule.statusCode).toBe(404);

    const off = await bo('PUT', '/bo/settings/registration-terms', admin, {
      checkedByDefault: false,
    });
    expect(off.json().value).toEqual({ checkedByDefault: false });
    expect(await siteTermsRule()).toMatchObject({ enabled: false });
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      { before: { checkedByDefault: true }, after: { checkedByDefault: false } },
    ]);
  });

  it('refuses a body that is not a yes or no, changing nothing', async () => {
    const bad = await expectUnchanged('/bo/settings/registration-terms', () =>
      bo('PUT', '/bo/settings/registration-terms', admin, { checkedByDefault: 'yes' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ 'body.checkedByDefault': 'field_invalid' });
  });
});

describe('app download resources', () => {
  const ios = {
    resourceType: 'IOS',
    url: 'https://apps.example/demo.ipa',
    qrCodeUrl: 'https://apps.example/demo-ios-qr.png',
    labelNameEn: 'iPhone app',
    sortOrder: 1,
  };

  it('publishes, edits and withdraws an app, each visible to players and audited', async () => {
    const created = await bo('POST', '/bo/settings/resources', owner, ios);
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toEqual(ios);
    expect((await siteInfo()).resources).toEqual([
      { resourceType: 'IOS', url: ios.url, qrCodeUrl: ios.qrCodeUrl, labelNameEn: 'iPhone app' },
    ]);
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        staff_username: 'admin',
        action: 'settings.resource.create',
        target: 'resource:IOS',
        before: null,
        after: ios,
      },
    ]);

    const duplicate = await expectUnchanged('/bo/settings/resources', () =>
      bo('POST', '/bo/settings/resources', owner, { ...ios, url: 'https://other.example/x.ipa' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('resource_exists');

    const edited = await bo('PUT', '/bo/settings/resources/IOS', admin, {
      url: '/downloads/demo.ipa',
      qrCodeUrl: null,
      labelNameEn: 'iPhone app',
      sortOrder: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect((await siteInfo()).resources[0]).toMatchObject({
      url: '/downloads/demo.ipa',
      qrCodeUrl: null,
    });
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'settings.resource.update',
        before: { url: ios.url, qrCodeUrl: ios.qrCodeUrl },
        after: { url: '/downloads/demo.ipa', qrCodeUrl: null },
      },
    ]);

    const removed = await bo('DELETE', '/bo/settings/resources/IOS', admin);
    expect(removed.statusCode).toBe(200);
    expect((await siteInfo()).resources).toEqual([]);
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      { action: 'settings.resource.delete', before: { url: '/downloads/demo.ipa' }, after: null },
    ]);
    const again = await expectUnchanged('/bo/settings/resources', () =>
      bo('DELETE', '/bo/settings/resources/IOS', admin),
    );
    expect(again.statusCode).toBe(404);
  });

  it('refuses addresses a QR code must not lead to, and malformed types', async () => {
    const refusals: [object, string, string][] = [
      [{ ...ios, url: 'javascript:alert(1)' }, 'body.url', 'url_invalid'],
      [{ ...ios, qrCodeUrl: 'data:image/png;base64,AAAA' }, 'body.qrCodeUrl', 'url_invalid'],
      [{ ...ios, resourceType: 'ios' }, 'body.resourceType', 'field_format'],
    ];
    for (const [body, where, messageKey] of refusals) {
      const response = await expectUnchanged('/bo/settings/resources', () =>
        bo('POST', '/bo/settings/resources', admin, body),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().value.fields).toEqual({ [where]: messageKey });
    }
  });
});

describe('the SMS and e-mail outbox', () => {
  beforeAll(async () => {
    await ctx.database.execute(
      `insert into merchants (code, name, currency, theme)
       values ('other', 'Other Brand', 'PHP', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')`,
    );
    await ctx.database.execute(
      `insert into outbox_messages
         (merchant_id, channel, recipient, subject, body, provider, status, error, created_at)
       select m.id, v.channel, v.recipient, v.subject, v.body, v.provider, v.status, v.error,
              v.created_at::timestamptz
         from (values
           ('demo', 'sms', '639171234567', null, 'Your code is 123456', 'outbox', 'recorded', null, '2030-01-01T10:00:00Z'),
           ('demo', 'email', 'Player1@Demo.example', 'Reset', 'Reset link', 'smtp', 'sent', null, '2030-01-01T11:00:00Z'),
           ('demo', 'sms', '639179999999', null, 'Your code is 654321', 'http', 'failed', 'SMS gateway answered 503', '2030-01-01T12:00:00Z'),
           ('other', 'sms', '639170000000', null, 'Other brand', 'outbox', 'recorded', null, '2030-01-01T13:00:00Z')
         ) as v(merchant, channel, recipient, subject, body, provider, status, error, created_at)
         join merchants m on m.code = v.merchant`,
    );
  });

  it('lists the merchant’s messages newest first with status and error, to every role', async () => {
    for (const token of [auditor, content]) {
      const response = await bo('GET', '/bo/settings/outbox?pageSize=2', token);
      expect(response.statusCode).toBe(200);
      const page = response.json().value;
      expect(page).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3 });
      expect(page.list).toMatchObject([
        {
          channel: 'sms',
          recipient: '639179999999',
          status: 'failed',
          error: 'SMS gateway answered 503',
          createdAt: '2030-01-01T12:00:00.000Z',
        },
        { channel: 'email', subject: 'Reset', status: 'sent', error: null },
      ]);
    }
    const second = await read('/bo/settings/outbox?pageSize=2&pageNo=2');
    expect(second.list.map((message: { body: string }) => message.body)).toEqual([
      'Your code is 123456',
    ]);
  });

  it('filters by channel and by part of the recipient', async () => {
    const sms = await read('/bo/settings/outbox?channel=sms');
    expect(sms.list.map((message: { recipient: string }) => message.recipient)).toEqual([
      '639179999999',
      '639171234567',
    ]);
    const byRecipient = await read('/bo/settings/outbox?recipient=player1%40demo');
    expect(byRecipient.totalCount).toBe(1);
    expect(byRecipient.list[0].channel).toBe('email');
    // A wildcard typed by the operator is a plain character, not "anything".
    expect((await read('/bo/settings/outbox?recipient=%25')).totalCount).toBe(0);
    const bad = await bo('GET', '/bo/settings/outbox?channel=fax', auditor);
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may change the settings', () => {
  const writes: [Method, string, object?][] = [
    ['PUT', '/bo/settings/whitelabel/FISH', { enabled: false }],
    [
      'PUT',
      '/bo/settings/register-rules/email',
      {
        enabled: false,
        required: false,
        acceptedPattern: '*',
        patternId: 0,
        minLength: 0,
        maxLength: 10,
      },
    ],
    ['PUT', '/bo/settings/register-rules/order', { fields: ['email'] }],
    ['PUT', '/bo/settings/registration-terms', { checkedByDefault: true }],
    [
      'POST',
      '/bo/settings/resources',
      { resourceType: 'ANDROID', url: '/a.apk', qrCodeUrl: null, labelNameEn: null, sortOrder: 0 },
    ],
    [
      'PUT',
      '/bo/settings/resources/ANDROID',
      { url: '/a.apk', qrCodeUrl: null, labelNameEn: null, sortOrder: 0 },
    ],
    ['DELETE', '/bo/settings/resources/ANDROID'],
  ];
  const reads = [
    '/bo/settings/whitelabel',
    '/bo/settings/register-rules',
    '/bo/settings/registration-terms',
    '/bo/settings/resources',
    '/bo/settings/outbox',
  ];

  it('lets the auditor and the content editor read everything and change nothing', async () => {
    const before = await Promise.all(reads.map(read));
    const seq = await lastAuditSeq(ctx.database);
    for (const token of [auditor, content]) {
      for (const url of reads) expect((await bo('GET', url, token)).statusCode, url).toBe(200);
      for (const [method, url, payload] of writes) {
        const response = await bo(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('no_permission');
      }
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/bo/settings/whitelabel' });
    expect(anonymous.statusCode).toBe(401);
    expect(await Promise.all(reads.map(read))).toEqual(before);
    expect(await lastAuditSeq(ctx.database)).toBe(seq);
  });
});
