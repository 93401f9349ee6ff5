import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, merchantIdOf, type TestContext } from '../../testing';
import { newMember, playerToken } from '../../testing/members';
import { addAnnouncements, type AnnouncementDraft } from './service';

let ctx: TestContext;
let demoId: number;
let player: string;
beforeAll(async () => {
  ctx = await createTestContext();
  demoId = await merchantIdOf(ctx.database);
  player = await playerToken(ctx, await newMember(ctx, { prefix: 'pr' }));
});
afterAll(() => ctx.close());

async function available(headers: Record<string, string> = { authorization: player }) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wps/promotion/available',
    headers,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const hour = 3_600_000;

function promotion(code: string, draft: Partial<AnnouncementDraft> = {}): AnnouncementDraft {
  return {
    merchantId: demoId,
    code,
    type: 'PR',
    title: code,
    startAt: new Date(Date.now() - hour),
    ...draft,
  };
}

describe('GET /wps/promotion/available', () => {
  it('refuses a visitor without a session: the badge is for signed-in members', async () => {
    for (const headers of [{}, { authorization: 'not-a-token' }] as Record<string, string>[]) {
      const { statusCode, body } = await available(headers);
      expect(statusCode).toBe(401);
      expect(body).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });

  it("answers the REFERRAL switch and the count of the demo brand's live promotions", async () => {
    const { statusCode, body } = await available();
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      success: true,
      message: null,
      value: { availablePromo: true, availablePromoCount: 2 },
    });
  });

  it('counts only promotions that are on and inside their schedule, of this merchant', async () => {
    const { rows } = await ctx.database.execute(
      `insert into merchants (code, name, currency, theme)
       values ('elsewhere', 'Elsewhere', 'PHP', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')
       returning id`,
    );
    const elsewhereId = Number(rows[0]!.id);
    await addAnnouncements(ctx.database.db, [
      promotion('ended', {
        startAt: new Date(Date.now() - 3 * hour),
        endAt: new Date(Date.now() - hour),
      }),
      promotion('not-yet', { startAt: new Date(Date.now() + hour) }),
      promotion('switched-off', { enabled: false }),
      promotion('a-banner', { type: 'B' }),
      promotion('other-brand', { merchantId: elsewhereId }),
    ]);
    expect((await available()).body.value.availablePromoCount).toBe(2);

    await addAnnouncements(ctx.database.db, [
      promotion('until-tomorrow', { endAt: new Date(Date.now() + 24 * hour) }),
    ]);
    expect((await available()).body.value.availablePromoCount).toBe(3);
  });

  it('counts the promotions the list shows in the member’s language, else in EN', async () => {
    // The demo brand's two promotions are in EN and VI; the previous test added an EN one.
    const count = async (language: string) =>
      (await available({ authorization: player, language })).body.value.availablePromoCount;
    expect(await count('VI')).toBe(2);
    expect(await count('EN')).toBe(3);
    expect(await count('TH')).toBe(3);
  });

  it('reports promotions switched off when the REFERRAL switch is', async () => {
    await ctx.database.execute(
      `update whitelabel_modules set enabled = false where merchant_id = $1 and mod_id = 'REFERRAL'`,
      [demoId],
    );
    const { body } = await available();
    expect(body.value.availablePromo).toBe(false);
    expect(body.value.availablePromoCount).toBe(3);
  });
});
