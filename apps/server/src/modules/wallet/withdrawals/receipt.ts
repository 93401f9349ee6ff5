import { withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { memberOrderView } from './orders';
import { confirmPaidOrder } from './paid-order-queries';
import { insertProofs, memberOrder, orderById } from './queries';
import { withdrawalNotFound } from './review';
import type { WithdrawalRow } from './schema';

export type ProofFile = { contentType: contract.ProofType; bytes: Buffer };

export type ReceiptAnswer = {
  receipt: contract.ReceiptKind;
  receivedAmount?: bigint;
  note?: string;
};

/** A 400 naming the field at fault, as the automatic body validation answers. */
const invalidField = (
  field: string,
  error:
    | 'invalidInput'
    | 'withdrawalProofTooBig'
    | 'withdrawalProofTooMany'
    | 'withdrawalProofType'
    | 'withdrawalProofRequired'
    | 'withdrawalReceivedAmountInvalid',
  key: string,
) => AppError.of(error, { fields: { [field]: key } });

export const proofTooBig = () =>
  invalidField('proof', 'withdrawalProofTooBig', 'withdrawal_proof_too_big');
export const tooManyProofs = () =>
  invalidField('proof', 'withdrawalProofTooMany', 'withdrawal_proof_too_many');

/** A proof picture, accepted by its content (png or jpg), never by its declared type. */
export function proofFile(bytes: Buffer): ProofFile {
  if (bytes.length > contract.proofLimits.maxBytes) throw proofTooBig();
  const contentType = contract.proofTypeOf(bytes);
  if (!contentType) {
    throw invalidField('proof', 'withdrawalProofType', 'withdrawal_proof_type');
  }
  return { contentType, bytes };
}

/**
 * The member says what arrived after a payout. The order becomes confirmed whatever the
 * answer: "received" closes it, while "partly" and "not received" (with proof pictures) are
 * kept for the operator, who settles disputes by hand; nothing is refunded automatically,
 * as a confirmed payout is final (spec §4). Answering again the same way is a no-op.
 */
export async function confirmReceipt(
  db: Database,
  member: { memberId: bigint; merchantId: number },
  orderNo: string,
  answer: ReceiptAnswer,
  proofs: ProofFile[],
): Promise<WithdrawalRow> {
  if (proofs.length > contract.proofLimits.maxFiles) throw tooManyProofs();
  return db.transaction(async (tx) => {
    const order = await memberOrder(tx, member, orderNo);
    if (!order) throw withdrawalNotFound();
    const receivedAmount = amountReceived(order.amount, answer);
    if (answer.receipt === 'not_received' && proofs.length === 0) {
      throw invalidField('proof', 'withdrawalProofRequired', 'withdrawal_proof_required');
    }

    const confirmed = await confirmPaidOrder(tx, order.id, {
      receipt: answer.receipt,
      receivedAmount,
      receiptNote: answer.note || null,
      confirmedAt: new Date(),
    });
    if (!confirmed) {
      // Another click, or the auto-receipt job, got there first: re-read what it decided.
      const current = await orderById(tx, order.id);
      return alreadyAnswered(current!, answer.receipt, receivedAmount);
    }
    if (proofs.length > 0) {
      await insertProofs(tx, order.id, proofs);
    }
    return confirmed;
  });
}

/** What the member got: all of it, the amount they state (partly), or nothing. */
function amountReceived(orderAmount: bigint, answer: ReceiptAnswer): bigint {
  if (answer.receipt === 'received') return orderAmount;
  if (answer.receipt === 'not_received') return 0n;
  if (answer.receivedAmount === undefined) {
    throw invalidField('body.receivedAmount', 'invalidInput', 'field_required');
  }
  if (answer.receivedAmount <= 0n || answer.receivedAmount >= orderAmount) {
    throw invalidField(
      'body.receivedAmount',
      'withdrawalReceivedAmountInvalid',
      'withdrawal_received_amount_invalid',
    );
  }
  return answer.receivedAmount;
}

function alreadyAnswered(
  current: WithdrawalRow,
  receipt: contract.ReceiptKind,
  receivedAmount: bigint,
): WithdrawalRow {
  if (current.status === 'confirmed') {
    if (current.receipt === receipt && current.receivedAmount === receivedAmount) return current;
    throw AppError.of('withdrawalAlreadyConfirmed', { receipt: current.receipt });
  }
  throw AppError.of('withdrawalNotPaid', { status: current.status });
}

/** The member's answer after payout, answered with the order as it now stands. */
export async function answerReceipt(
  db: Database,
  member: { memberId: bigint; merchantId: number },
  orderNo: string,
  answer: ReceiptAnswer,
  proofs: ProofFile[],
) {
  return memberOrderView(db, await confirmReceipt(db, member, orderNo, answer, proofs));
}
