import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { newMember, playerToken } from '../../testing/members';

let ctx: TestContext;
beforeAll(async () => {
  // Requests are believed to come through a proxy on loopback, so tests can name a visitor IP.
  ctx = await createTestContext({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.execute('delete from rate_limit_counters'));

const content = 'The withdrawal page took a long time to load this evening.';

async function sendFeedback(payload: unknown, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    payload: payload as Record<string, unknown>,
    headers,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

async function storedFeedback() {
  const { rows } = await ctx.database.execute(
    `select f.id::integer as id, f.question_type, f.content, f.language, f.ip, m.username
     from feedback f left join members m on m.id = f.member_id order by f.id`,
  );
  return rows;
}

describe('PUT /wps/feedback', () => {
  it('records a guest’s feedback for the merchant and answers its reference', async () => {
    const { statusCode, body } = await sendFeedback(
      { questionType: 'WITHDRAWAL', content: `  ${content}  ` },
      { language: 'vi', 'x-forwarded-for': '203.0.113.7' },
    );
    expect(statusCode).toBe(200);
    expect(body).toEqual({ success: true, message: null, value: { id: expect.any(Number) } });
    const rows = await storedFeedback();
    expect(rows.at(-1)).toEqual({
      id: body.value.id,
      question_type: 'WITHDRAWAL',
      content,
      language: 'VI',
      ip: '203.0.113.7',
      username: null,
    });
  });

  it('notes the member when a live session is sent, and takes a stale token as a guest', async () => {
    const member = await newMember(ctx, { prefix: 'fb' });
    const token = await playerToken(ctx, member);
    expect(
      (await sendFeedback({ questionType: 'GAME', content }, { authorization: token })).statusCode,
    ).toBe(200);
    expect((await storedFeedback()).at(-1)?.username).toBe(member.username);

    const stale = await sendFeedback(
      { questionType: 'GAME', content },
      { authorization: 'no-such-session' },
    );
    expect(stale.statusCode).toBe(200);
    expect((await storedFeedback()).at(-1)?.username).toBeNull();
  });

  it('counts words in scripts without spaces too', async () => {
    const { statusCode } = await sendFeedback({
      questionType: 'SUGGESTION',
      content: 'ขอบคุณสำหรับเกมใหม่ครับ สนุกมาก',
    });
    expect(statusCode).toBe(200);
  });

  it.each([
    [{ content }, { 'body.questionType': 'field_required' }],
    [{ questionType: 'COMPLAINT', content }, { 'body.questionType': 'field_invalid' }],
    [{ questionType: 'GAME' }, { 'body.content': 'field_required' }],
    [{ questionType: 'GAME', content: 42 }, { 'body.content': 'field_invalid' }],
    [{ questionType: 'GAME', content: '   ' }, { 'body.content': 'field_too_short' }],
    [
      { questionType: 'GAME', content: 'too few words here' },
      { 'body.content': 'feedback_word_count' },
    ],
    [
      { questionType: 'GAME', content: 'word '.repeat(501) },
      { 'body.content': 'feedback_word_count' },
    ],
    [{ questionType: 'GAME', content: 'x'.repeat(5001) }, { 'body.content': 'field_too_long' }],
  ])('refuses %j with field-level messages and stores nothing', async (payload, fields) => {
    const before = (await storedFeedback()).length;
    const { statusCode, body } = await sendFeedback(payload);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      message: 'invalid_input',
      errorCode: 'request.invalid',
    });
    expect(body.value.fields).toMatchObject(fields);
    expect((await storedFeedback()).length).toBe(before);
  });

  it('limits each address to 10 an hour', async () => {
    const from = { 'x-forwarded-for': '198.51.100.9' };
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await sendFeedback({ questionType: 'OTHER', content }, from)).statusCode).toBe(200);
    }
    const refused = await sendFeedback({ questionType: 'OTHER', content }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'too_many_requests',
      errorCode: 'rate.limited',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    const elsewhere = await sendFeedback(
      { questionType: 'OTHER', content },
      { 'x-forwarded-for': '198.51.100.10' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
