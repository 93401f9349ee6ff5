import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, mainBalance, type TestContext } from '../../../testing';
import { escapeHtml, formatMinor } from './demo-gateway-page';
import { safeReturnUrl } from './demo-gateway';
import { depositTestKit } from '../../../testing/deposits';
import { newMember, playerToken, type TestMember } from '../../../testing/members';
import { HttpPaymentGateway, signPayload, signatureMatches } from './payment-gateway';

describe('the HTTP payment gateway adapter', () => {
  const secret = 'test-secret';
  const gateway = new HttpPaymentGateway('https://pay.example/checkout', secret);

  it('signs with HMAC-SHA256 over the exact bytes and compares signatures exactly', () => {
    const body = '{"orderNo":"D1","amount":10}';
    const hex = createHmac('sha256', secret).update(body).digest('hex');
    expect(signPayload(secret, body)).toBe(`sha256=${hex}`);
    expect(signatureMatches(secret, body, `sha256=${hex}`)).toBe(true);
    expect(signatureMatches(secret, `${body} `, `sha256=${hex}`)).toBe(false);
    expect(signatureMatches('other', body, `sha256=${hex}`)).toBe(false);
    expect(signatureMatches(secret, body, hex)).toBe(false);
    expect(signatureMatches(secret, body, '')).toBe(false);
  });

  it('sends the player to the gateway with the order in a signed query', () => {
    const url = new URL(
      gateway.paymentUrl({
        merchantCode: 'demo',
        orderNo: 'D1',
        amount: 123_450n,
        currency: 'PHP',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://pay.example/checkout');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      merchant: 'demo',
      orderNo: 'D1',
      amount: '1234.50',
      currency: 'PHP',
    });
    const signature = url.searchParams.get('signature')!;
    url.searchParams.delete('signature');
    expect(signatureMatches(secret, url.searchParams.toString(), signature)).toBe(true);
  });

  it('reads a callback only when its signature holds', () => {
    const body = JSON.stringify({
      orderNo: 'D1',
      status: 'success',
      amount: '12.30',
      gatewayReference: 'R',
    });
    expect(gateway.verifyCallback({ 'x-signature': signPayload(secret, body) }, body)).toEqual({
      orderNo: 'D1',
      status: 'success',
      amount: '12.30',
      gatewayReference: 'R',
    });
    expect(() => gateway.verifyCallback({}, body)).toThrow('gateway_signature_invalid');
    expect(() =>
      gateway.verifyCallback({ 'x-signature': [signPayload(secret, body)] }, body),
    ).toThrow('gateway_signature_invalid');
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/member?page=depositv2', '/member?page=depositv2'],
    ['/', '/'],
    [undefined, '/?deposit=D1'],
    ['https://evil.example/', '/?deposit=D1'],
    ['//evil.example/', '/?deposit=D1'],
    ['/\\evil.example/', '/?deposit=D1'],
    ['javascript:alert(1)', '/?deposit=D1'],
    ['/a\nb', '/?deposit=D1'],
    [`/${'a'.repeat(600)}`, '/?deposit=D1'],
  ])('%s → %s', (candidate, expected) => {
    expect(safeReturnUrl(candidate, 'D1')).toBe(expected);
  });
});

describe('the demo page helpers', () => {
  it('escapes HTML and formats money as the site does', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(formatMinor(123_456_789n)).toBe('1,234,567.89');
    expect(formatMinor(5n)).toBe('0.05');
  });
});

describe('the demo payment gateway', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof depositTestKit>;
  let member: TestMember;
  let player: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    kit = depositTestKit(ctx);
    member = await newMember(ctx, { prefix: 'pg' });
    player = await playerToken(ctx, member);
  });
  afterAll(() => ctx.close());

  async function openOrder(methodCode: string, amount: number) {
    const { body } = await kit.call('POST', '/wps/wallet/deposit', {
      token: player,
      payload: { methodCode, amount },
    });
    return body.value as { orderNo: string; paymentUrl?: string };
  }

  const press = (fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/demo-gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows a labelled, self-contained page with the order, every value escaped', async () => {
    await ctx.database.execute(
      `update merchants set name = '<img src=x onerror=alert(1)> & Co' where code = 'demo'`,
    );
    const order = await openOrder('demopay', 1234.56);
    const returnUrl = '/member?x="><script>alert(1)</script>';
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${order.paymentUrl}&returnUrl=${encodeURIComponent(returnUrl)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const html = page.body;
    expect(html).toContain('Demo payment gateway — no real money');
    expect(html).toContain(order.orderNo);
    expect(html).toContain('P 1,234.56');
    expect(html).toContain('Complete payment');
    expect(html).toContain('Fail payment');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(html).toContain('value="/member?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('knows only orders of demo gateway methods', async () => {
    const bank = await openOrder('bank', 100);
    for (const url of [
      `/demo-gateway/pay?orderNo=${bank.orderNo}&merchant=demo`,
      '/demo-gateway/pay?orderNo=D20260101-0000000000&merchant=demo',
      '/demo-gateway/pay?orderNo=D1&merchant=no-such-brand',
    ]) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Order not found');
    }
    expect(
      (await press({ orderNo: bank.orderNo, merchant: 'demo', outcome: 'complete' })).statusCode,
    ).toBe(404);
    expect((await kit.depositRow(bank.orderNo))?.status).toBe('pending');
  });

  it('credits the order once through its signed callback and returns the player to the site', async () => {
    const start = await mainBalance(ctx.database, member.username);
    const order = await openOrder('demopay', 80);
    const fields = { orderNo: order.orderNo, merchant: 'demo', outcome: 'complete' };
    const pressed = await press(fields);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/?deposit=${order.orderNo}`);
    // A second press (back button, double click) changes nothing.
    expect((await press({ ...fields, returnUrl: '/member?page=depositv2' })).headers.location).toBe(
      '/member?page=depositv2',
    );
    expect(await mainBalance(ctx.database, member.username)).toBe(start + 8_000n);
    expect(await kit.postingsOf(order.orderNo)).toHaveLength(1);
    expect(await kit.inboxOf(order.orderNo)).toEqual([
      expect.objectContaining({ kind: 'deposit_credited' }),
    ]);
    expect((await kit.depositRow(order.orderNo))?.gateway_reference).toMatch(/^DEMO-[0-9a-f]{16}$/);

    const settledPage = await ctx.app.inject({ method: 'GET', url: order.paymentUrl! });
    expect(settledPage.body).toContain('already settled');
    expect(settledPage.body).not.toContain('Complete payment');
  });

  it('fails the order on "Fail payment", never sending the player off-site', async () => {
    const start = await mainBalance(ctx.database, member.username);
    const order = await openOrder('demopay', 90);
    const pressed = await press({
      orderNo: order.orderNo,
      merchant: 'demo',
      outcome: 'fail',
      returnUrl: 'https://evil.example/',
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/?deposit=${order.orderNo}`);
    expect((await kit.depositRow(order.orderNo))?.status).toBe('failed');
    expect(await kit.inboxOf(order.orderNo)).toEqual([
      expect.objectContaining({ kind: 'deposit_failed' }),
    ]);
    expect(await mainBalance(ctx.database, member.username)).toBe(start);
  });

  it('sends its callback through the same signature check as any gateway', async () => {
    const verify = vi.spyOn(HttpPaymentGateway.prototype, 'verifyCallback');
    try {
      const order = await openOrder('demopay', 70);
      await press({ orderNo: order.orderNo, merchant: 'demo', outcome: 'complete' });
      expect(verify).toHaveBeenCalledOnce();
      const [headers, rawBody] = verify.mock.calls[0]!;
      expect(JSON.parse(rawBody)).toMatchObject({
        orderNo: order.orderNo,
        status: 'success',
        amount: 70,
      });
      expect(headers['x-signature']).toBe(signPayload(await kit.gatewaySecret(), rawBody));
      expect(verify.mock.results[0]!.type).toBe('return');
    } finally {
      verify.mockRestore();
    }
  });
});
