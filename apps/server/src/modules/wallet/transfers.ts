import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { agentAccountTypes } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { MemberRow } from '../member/schema';
import * as memberService from '../member/service';
import { type MemberAccountRef, post, walletBalance } from './ledger';
import { orderNumber } from './order-numbers';
import { verifyPaymentPassword } from './payment-password';
import { ledgerAccounts, type WalletSettingsRow } from './schema';
import { walletSettingsOf } from './settings';

type Principal = { memberId: bigint; merchantId: number };

const invalidWallet = () => new AppError('wallet.transfer.wallet', 'wallet_not_found', 400);

/**
 * The idempotency key of a member's transfer: the client's request id makes a resend (a
 * double click, a retry after a timeout) move the money once; without one, every call is new.
 */
const transferKey = (kind: string, memberId: bigint, requestId?: string) =>
  `${kind}:${memberId}:${requestId ?? randomUUID()}`;

function walletRef(memberId: bigint, code: string, vendorCodes: string[]): MemberAccountRef {
  if (code.toUpperCase() === 'MAIN') return { memberId, kind: 'main' };
  const vendorCode = vendorCodes.find((known) => known.toUpperCase() === code.toUpperCase());
  if (!vendorCode) throw invalidWallet();
  return { memberId, kind: 'vendor', vendorCode };
}

/**
 * Main ↔ vendor sub-wallet (`GCS_walletTransfer`), for merchants with transfer wallets.
 * `all` moves the whole balance of the source wallet, read under its row lock so the
 * amount moved is exactly what was there.
 */
export async function walletTransfer(
  db: Database,
  principal: Principal,
  settings: WalletSettingsRow,
  body: { from: string; to: string; amount?: bigint; all?: boolean; requestId?: string },
): Promise<{ orderNo: string; amount: bigint }> {
  if (settings.singleWallet) {
    throw new AppError('wallet.transfer.single', 'wallet_single_no_transfer', 409);
  }
  const vendorCodes = settings.transferWallets.map((vendor) => vendor.code);
  const from = walletRef(principal.memberId, body.from, vendorCodes);
  const to = walletRef(principal.memberId, body.to, vendorCodes);
  if ((from.kind === 'main') === (to.kind === 'main')) {
    // Vendor to vendor goes through the main wallet; main to main moves nothing.
    throw new AppError('wallet.transfer.same', 'wallet_transfer_via_main', 400);
  }
  if (!body.all && body.amount === undefined) {
    throw new AppError('request.invalid', 'invalid_input', 400, {
      fields: { 'body.amount': 'field_required' },
    });
  }
  const orderNo = orderNumber('T');
  return db.transaction(async (tx) => {
    let amount = body.amount ?? 0n;
    if (body.all) {
      const [row] = await tx
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.memberId, principal.memberId),
            eq(ledgerAccounts.kind, from.kind),
            eq(ledgerAccounts.vendorCode, from.vendorCode ?? ''),
          ),
        )
        .for('update');
      amount = row?.balance ?? 0n;
      if (amount === 0n) throw new AppError('wallet.transfer.empty', 'wallet_empty', 409);
    }
    const result = await post(tx, {
      merchantId: principal.merchantId,
      idempotencyKey: transferKey('wallet-transfer', principal.memberId, body.requestId),
      kind: 'wallet_transfer',
      memberId: principal.memberId,
      reference: orderNo,
      details: { from: body.from.toUpperCase(), to: body.to.toUpperCase() },
      legs: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
    });
    return { orderNo: result.reference, amount };
  });
}

/**
 * Money between a member and an agent: up to the member's own agent (`transferUpline`,
 * when the merchant allows it) or down from an agent to one of their direct downlines.
 * Both need the payer's payment password; both are one posting between the two main wallets.
 */
export async function memberTransfer(
  db: Database,
  principal: Principal,
  direction: 'upline' | 'downline',
  body: { amount: bigint; paymentPassword: string; username?: string; requestId?: string },
): Promise<{ orderNo: string; amount: bigint; balance: bigint }> {
  const payer = await memberService.findMemberById(db, principal.memberId);
  if (!payer) throw AppError.of('notSession');
  const payee =
    direction === 'upline' ? await uplineOf(db, payer) : await downlineOf(db, payer, body.username);
  await verifyPaymentPassword(
    db,
    { id: payer.id, merchantId: payer.merchantId },
    body.paymentPassword,
  );

  const orderNo = orderNumber('T');
  const kind = direction === 'upline' ? 'upline_transfer' : 'downline_transfer';
  const result = await db.transaction((tx) =>
    post(tx, {
      merchantId: payer.merchantId,
      idempotencyKey: transferKey(kind, payer.id, body.requestId),
      kind,
      memberId: payer.id,
      reference: orderNo,
      details: { to: payee.username, toMemberId: String(payee.id) },
      legs: [
        { account: { memberId: payer.id, kind: 'main' }, amount: -body.amount },
        { account: { memberId: payee.id, kind: 'main' }, amount: body.amount },
      ],
    }),
  );
  return {
    orderNo: result.reference,
    amount: body.amount,
    balance: await walletBalance(db, payer.id),
  };
}

/** The agent a member may send money to: theirs, active, and the merchant allows it. */
async function eligibleUpline(db: Database, member: MemberRow): Promise<MemberRow | undefined> {
  if (!member.uplineId) return undefined;
  const settings = await walletSettingsOf(db, member.merchantId);
  if (!settings.transferToUpline) return undefined;
  const upline = await memberService.findMemberById(db, member.uplineId);
  return upline?.status === 'active' ? upline : undefined;
}

async function uplineOf(db: Database, member: MemberRow): Promise<MemberRow> {
  const upline = await eligibleUpline(db, member);
  if (!upline) throw new AppError('wallet.transfer.no.upline', 'transfer_no_upline', 409);
  return upline;
}

async function downlineOf(
  db: Database,
  agent: MemberRow,
  username: string | undefined,
): Promise<MemberRow> {
  if (!(agentAccountTypes as readonly number[]).includes(agent.accountType)) {
    throw new AppError('agent.required', 'error_not_agent', 403);
  }
  const downline = username
    ? await memberService.findMemberByUsername(db, agent.merchantId, username)
    : undefined;
  if (!downline || downline.uplineId !== agent.id || downline.status !== 'active') {
    throw new AppError('wallet.transfer.not.downline', 'transfer_not_downline', 404);
  }
  return downline;
}

/** The upline a member may send money to, for the member centre; null when there is none. */
export async function transferUplineName(db: Database, member: MemberRow): Promise<string | null> {
  return (await eligibleUpline(db, member))?.username ?? null;
}
