import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { newMember, playerToken } from '../../testing/members';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setLanguage = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  ctx.app.inject({
    method: method as 'POST' | 'PUT',
    url: '/wps/member/language',
    headers,
    payload: body as Record<string, unknown>,
  });

async function storedLanguage(username: string) {
  const { rows } = await ctx.database.execute('select language from members where username = $1', [
    username,
  ]);
  return (rows[0] as { language: string }).language;
}

describe('POST /wps/member/language', () => {
  it('remembers the language a member chose, by POST or PUT', async () => {
    const member = await newMember(ctx, { prefix: 'lg' });
    const token = await playerToken(ctx, member);
    let response = await setLanguage({ language: 'vi' }, { authorization: token });
    expect(response.json()).toEqual({
      success: true,
      message: null,
      value: { language: 'VI' },
    });
    expect(await storedLanguage(member.username)).toBe('VI');

    response = await setLanguage({ language: 'zh_tw' }, { authorization: token }, 'PUT');
    expect(response.json().value).toEqual({ language: 'ZH-TW' });
    expect(await storedLanguage(member.username)).toBe('ZH-TW');
  });

  it('needs a session and a language code, and changes nothing otherwise', async () => {
    expect((await setLanguage({ language: 'VI' })).statusCode).toBe(401);
    const agent = await newMember(ctx, { prefix: 'lg', accountType: 1 });
    const token = await playerToken(ctx, agent);
    const response = await setLanguage({ language: 'not a language' }, { authorization: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields).toEqual({ 'body.language': 'field_format' });
    expect(await storedLanguage(agent.username)).toBe('EN');
  });
});
