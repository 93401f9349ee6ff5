import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, staffTokenOfRole, type TestContext } from '../../../testing';
import { newMember, playerToken } from '../../../testing/members';

// The built-in customer service chat: a member writes, the thread waits in the console's
// queue, support answers, the member reads the answer; closing it, and writing again.

let ctx: TestContext;
let support: string;
let content: string;

beforeAll(async () => {
  ctx = await createTestContext();
  support = await staffTokenOfRole(ctx, 'support');
  content = await staffTokenOfRole(ctx, 'content');
}, 120_000);
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token },
    ...(payload ? { payload } : {}),
  });
}

async function signedInMember(prefix: string) {
  const member = await newMember(ctx, { prefix });
  return { id: member.id, token: await playerToken(ctx, member), username: member.username };
}

const queueOf = async (status: string) =>
  (await call('GET', `/bo/support/chats?status=${status}`, support)).json().value as {
    list: { memberId: string; username: string; waitingSince: string | null }[];
  };

describe('the customer service chat', () => {
  it('carries a question to the queue and the answer back', async () => {
    const member = await signedInMember('chat');
    expect((await call('GET', '/wps/support/chat', member.token)).json().value).toEqual({
      status: null,
      messages: [],
    });

    const first = (
      await call('POST', '/wps/support/chat', member.token, { body: '  My deposit is late  ' })
    ).json().value;
    expect(first).toMatchObject({ from: 'member', body: 'My deposit is late', staffName: null });
    await call('POST', '/wps/support/chat', member.token, { body: 'Order D123' });

    const waiting = (await queueOf('waiting')).list.find(
      (chat) => chat.memberId === String(member.id),
    );
    expect(waiting).toMatchObject({ username: member.username });
    expect(waiting!.waitingSince).not.toBeNull();

    const answer = await call('POST', `/bo/support/chats/${member.id}`, support, {
      body: 'It was credited a minute ago.',
    });
    expect(answer.json().value).toMatchObject({
      from: 'staff',
      body: 'It was credited a minute ago.',
    });
    expect((await queueOf('waiting')).list.map((chat) => chat.memberId)).not.toContain(
      String(member.id),
    );
    expect((await queueOf('answered')).list.map((chat) => chat.memberId)).toContain(
      String(member.id),
    );

    // The member asks for what is new since the first message: the second and the answer.
    const news = (await call('GET', `/wps/support/chat?after=${first.id}`, member.token)).json()
      .value;
    expect(news.status).toBe('answered');
    expect(news.messages.map((message: { body: string }) => message.body)).toEqual([
      'Order D123',
      'It was credited a minute ago.',
    ]);
  });

  it('reopens a closed thread when the member writes again', async () => {
    const member = await signedInMember('chatclose');
    await call('POST', '/wps/support/chat', member.token, { body: 'Hello?' });
    const closed = await call('POST', `/bo/support/chats/${member.id}/close`, support);
    expect(closed.json().value).toEqual({ closed: true });
    expect((await call('GET', '/wps/support/chat', member.token)).json().value.status).toBe(
      'closed',
    );
    await call('POST', '/wps/support/chat', member.token, { body: 'One more thing' });
    expect((await queueOf('waiting')).list.map((chat) => chat.memberId)).toContain(
      String(member.id),
    );
  });

  it('refuses an empty or over-long message and changes nothing', async () => {
    const member = await signedInMember('chatbad');
    for (const body of ['   ', 'x'.repeat(1001)]) {
      const refused = await call('POST', '/wps/support/chat', member.token, { body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    expect((await call('GET', '/wps/support/chat', member.token)).json().value.messages).toEqual(
      [],
    );
  });

  it('lets only support, admin and owner answer, and only members who wrote', async () => {
    const member = await signedInMember('chatrole');
    await call('POST', '/wps/support/chat', member.token, { body: 'Hi' });
    expect((await call('GET', '/bo/support/chats', content)).statusCode).toBe(403);
    const silent = await signedInMember('chatsilent');
    const answer = await call('POST', `/bo/support/chats/${silent.id}`, support, { body: 'Hi' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('chat_not_found');
  });

  it('needs a signed-in member', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/support/chat',
      headers: { merchant: 'demo' },
    });
    expect(response.json().success).toBe(false);
  });
});
