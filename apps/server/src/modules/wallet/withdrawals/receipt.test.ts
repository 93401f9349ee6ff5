import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing';
import {
  balancesOf,
  call,
  formData,
  jpgBytes,
  paidWithdrawal,
  pngBytes,
  readyPlayer,
  review,
  sendReceipt,
  staffToken,
  withdraw,
} from '../../../testing/withdrawals';

let ctx: TestContext;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffToken(ctx);
});
afterAll(() => ctx.close());

async function stored(orderNo: string) {
  const { rows } = await ctx.database.execute(
    `select w.status, w.receipt, w.received_amount::text as received, w.receipt_note as note,
       w.confirmed_at is not null as confirmed,
       (select count(*)::int from withdrawal_proofs p where p.withdrawal_id = w.id) as proofs
     from withdrawals w where w.order_no = $1`,
    [orderNo],
  );
  return rows[0];
}

const proof = (bytes: Buffer, filename = 'proof.png', type = 'image/png') => ({
  name: 'proof',
  filename,
  type,
  bytes,
});

describe('the member’s answer after payout', () => {
  it('confirms “received” as JSON', async () => {
    const { player, orderNo } = await paidWithdrawal(ctx, staff, 300);
    const answer = await sendReceipt(ctx, player.token, orderNo, { receipt: 'received' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      orderNo,
      status: 'confirmed',
      receipt: 'received',
      receivedAmount: 300,
      confirmedAt: expect.any(String),
      autoReceiptAt: null,
    });
    expect(await stored(orderNo)).toMatchObject({ received: '30000', proofs: 0 });
    // The same answer again changes nothing; a different one is refused.
    expect((await sendReceipt(ctx, player.token, orderNo, { receipt: 'received' })).status).toBe(
      200,
    );
    const changed = await sendReceipt(ctx, player.token, orderNo, {
      receipt: 'partial',
      receivedAmount: 10,
    });
    expect(changed).toMatchObject({
      status: 409,
      body: { message: 'withdrawal_already_confirmed' },
    });
  });

  it('records “partly received” with the amount, and refuses amounts that are not partial', async () => {
    const { player, orderNo } = await paidWithdrawal(ctx, staff, 300);
    for (const [receivedAmount, key] of [
      [undefined, 'field_required'],
      [300, 'withdrawal_received_amount_invalid'],
      [0, 'amount_format'],
    ] as const) {
      const refused = await sendReceipt(ctx, player.token, orderNo, {
        receipt: 'partial',
        ...(receivedAmount === undefined ? {} : { receivedAmount }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.value.fields).toEqual({ 'body.receivedAmount': key });
    }
    expect((await stored(orderNo))!.status).toBe('paid');

    const answer = await sendReceipt(
      ctx,
      player.token,
      orderNo,
      formData({ receipt: 'partial', receivedAmount: '120.5', note: 'Bank fee?' }, [
        proof(jpgBytes(), 'slip.jpg', 'image/jpeg'),
      ]),
    );
    expect(answer.status).toBe(200);
    expect(await stored(orderNo)).toEqual({
      status: 'confirmed',
      receipt: 'partial',
      received: '12050',
      note: 'Bank fee?',
      confirmed: true,
      proofs: 1,
    });
    // Recorded for the operator; no money moves back by itself.
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 70_000n, hold: 0n });
  });

  it('records “not received” with proof pictures the operator can open', async () => {
    const { player, orderNo } = await paidWithdrawal(ctx, staff, 300);
    const answer = await sendReceipt(
      ctx,
      player.token,
      orderNo,
      formData({ receipt: 'not_received', note: 'Nothing arrived' }, [
        proof(pngBytes(1000)),
        proof(jpgBytes(2000), 'b.jpg', 'image/jpeg'),
        proof(pngBytes(5 * 1024 * 1024)),
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ receipt: 'not_received', receivedAmount: 0 });
    expect(await stored(orderNo)).toMatchObject({ status: 'confirmed', proofs: 3 });

    const queue = await call(ctx, staff, 'GET', '/bo/withdrawals?status=confirmed&pageSize=100');
    const order = queue.body.value.list.find((row: { orderNo: string }) => row.orderNo === orderNo);
    expect(order).toMatchObject({ receipt: 'not_received', receiptNote: 'Nothing arrived' });
    expect(order.proofIds).toHaveLength(3);
    const picture = await ctx.app.inject({
      method: 'GET',
      url: `/bo/withdrawals/${orderNo}/proofs/${order.proofIds[1]}`,
      headers: { merchant: 'demo', authorization: staff },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.equals(jpgBytes(2000))).toBe(true);
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 70_000n, hold: 0n });
  });

  it('refuses a NUL character in the form’s text with the validation answer, storing nothing', async () => {
    const { player, orderNo } = await paidWithdrawal(ctx, staff, 300);
    const answer = await sendReceipt(
      ctx,
      player.token,
      orderNo,
      formData({ receipt: 'not_received', note: 'Nothing\u0000arrived' }, [proof(pngBytes(1000))]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'invalid_input',
      value: { fields: { 'body.note': 'field_invalid' } },
    });
    expect(await stored(orderNo)).toMatchObject({ status: 'paid', proofs: 0 });
  });

  it('checks the proof pictures: required, png or jpg by content, 5 MB, at most 3', async () => {
    const { player, orderNo } = await paidWithdrawal(ctx, staff, 300);
    const cases = [
      [formData({ receipt: 'not_received' }), 'withdrawal_proof_required'],
      [
        formData({ receipt: 'not_received' }, [
          proof(Buffer.from('GIF89a not a png at all'), 'fake.png', 'image/png'),
        ]),
        'withdrawal_proof_type',
      ],
      [
        formData({ receipt: 'not_received' }, [proof(pngBytes(5 * 1024 * 1024 + 1))]),
        'withdrawal_proof_too_big',
      ],
      [
        formData({ receipt: 'not_received' }, [
          proof(pngBytes()),
          proof(pngBytes()),
          proof(pngBytes()),
          proof(pngBytes()),
        ]),
        'withdrawal_proof_too_many',
      ],
    ] as const;
    for (const [body, key] of cases) {
      const answer = await sendReceipt(ctx, player.token, orderNo, body);
      expect(answer.status, key).toBe(400);
      expect(answer.body).toMatchObject({ success: false, value: { fields: { proof: key } } });
    }
    const missing = await sendReceipt(ctx, player.token, orderNo, formData({}));
    expect(missing.body.value.fields).toEqual({ 'body.receipt': 'field_required' });
    expect(await stored(orderNo)).toMatchObject({ status: 'paid', proofs: 0 });
  });

  it('answers only the owner, and only once the order is paid out', async () => {
    const player = await readyPlayer(ctx);
    const orderNo = (await withdraw(ctx, player, 100)).body.value.orderNo;
    const early = await sendReceipt(ctx, player.token, orderNo, { receipt: 'received' });
    expect(early).toMatchObject({ status: 409, body: { message: 'withdrawal_not_paid' } });
    await review(ctx, staff, orderNo, 'approve');
    await review(ctx, staff, orderNo, 'payout');

    const stranger = await readyPlayer(ctx);
    const foreign = await sendReceipt(ctx, stranger.token, orderNo, { receipt: 'received' });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'withdrawal_not_found' } });
    expect((await stored(orderNo))!.status).toBe('paid');
  });
});
