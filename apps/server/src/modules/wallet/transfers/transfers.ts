import { randomUUID } from 'node:crypto';
import { agentAccountTypes, toMajor } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { MemberRow } from '../../member/schema';
import type { MerchantRow } from '../../system/schema';
import * as memberService from '../../member/service';
import {
  balanceOf,
  lockedWalletBalance,
  orderNumber,
  post,
  walletBalance,
  type MemberAccountRef,
} from '../ledger/service';
import type { WalletSettingsRow } from '../payment-settings/schema';
import { verifyPaymentPassword, walletSettingsOf } from '../payment-settings/service';

type Principal = { memberId: bigint; merchantId: number };

/**
 * The idempotency key of a member's transfer: the client's request id makes a resend (a
 * double click, a retry after a timeout) move the money once; without one, every call is new.
 */
const transferKey = (kind: string, memberId: bigint, requestId?: string) =>
  `${kind}:${memberId}:${requestId ?? randomUUID()}`;

function walletRef(memberId: bigint, code: string, vendorCodes: string[]): MemberAccountRef {
  if (code.toUpperCase() === 'MAIN') return { memberId, kind: 'main' };
  const vendorCode = vendorCodes.find((known) => known.toUpperCase() === code.toUpperCase());
  if (!vendorCode) throw AppError.of('transferWalletUnknown');
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
    throw AppError.of('transferSingleWallet');
  }
  const vendorCodes = settings.transferWallets.map((vendor) => vendor.code);
  const from = walletRef(principal.memberId, body.from, vendorCodes);
  const to = walletRef(principal.memberId, body.to, vendorCodes);
  if ((from.kind === 'main') === (to.kind === 'main')) {
    // Vendor to vendor goes through the main wallet; main to main moves nothing.
    throw AppError.of('transferViaMain');
  }
  if (!body.all && body.amount === undefined) {
    throw AppError.of('invalidInput', { fields: { 'body.amount': 'field_required' } });
  }
  const orderNo = orderNumber('T');
  return db.transaction(async (tx) => {
    let amount = body.amount ?? 0n;
    if (body.all) {
      amount = await lockedWalletBalance(tx, from);
      if (amount === 0n) throw AppError.of('transferWalletEmpty');
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
  if (!upline) throw AppError.of('transferNoUpline');
  return upline;
}

async function downlineOf(
  db: Database,
  agent: MemberRow,
  username: string | undefined,
): Promise<MemberRow> {
  if (!(agentAccountTypes as readonly number[]).includes(agent.accountType)) {
    throw AppError.of('agentRequired');
  }
  const downline = username
    ? await memberService.findMemberByUsername(db, agent.merchantId, username)
    : undefined;
  if (!downline || downline.uplineId !== agent.id || downline.status !== 'active') {
    throw AppError.of('transferNotDownline');
  }
  return downline;
}

/** The upline a member may send money to, for the member centre; null when there is none. */
export async function transferUplineName(db: Database, member: MemberRow): Promise<string | null> {
  return (await eligibleUpline(db, member))?.username ?? null;
}

/** `walletTransfer` under the merchant's settings, answered with every wallet's new balance. */
export async function transferBetweenWallets(
  db: Database,
  merchant: MerchantRow,
  principal: Principal,
  body: Parameters<typeof walletTransfer>[3],
) {
  const settings = await walletSettingsOf(db, merchant.id);
  const done = await walletTransfer(db, principal, settings, body);
  return {
    orderNo: done.orderNo,
    amount: toMajor(done.amount),
    balance: await balanceOf(db, merchant, settings, principal.memberId),
  };
}

/** `memberTransfer`, answered in major units. */
export async function transferToMember(
  db: Database,
  principal: Principal,
  direction: 'upline' | 'downline',
  body: Parameters<typeof memberTransfer>[3],
) {
  const done = await memberTransfer(db, principal, direction, body);
  return { orderNo: done.orderNo, amount: toMajor(done.amount), balance: toMajor(done.balance) };
}
