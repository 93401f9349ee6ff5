import { and, eq } from 'drizzle-orm';
import { withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { withdrawalProofs, withdrawals, type WithdrawalRow } from './schema';
import { withdrawalNotFound } from './withdrawals-review';

export type ProofFile = { contentType: contract.ProofType; bytes: Buffer };

export type ReceiptAnswer = {
  receipt: contract.ReceiptKind;
  receivedAmount?: bigint;
  note?: string;
};

const invalidField = (field: string, key: string, code = 'request.invalid') =>
  new AppError(code, key === 'field_required' ? 'invalid_input' : key, 400, {
    fields: { [field]: key },
  });

export const proofTooBig = () =>
  invalidField('proof', 'withdrawal_proof_too_big', 'wallet.withdrawal.proof.size');
export const tooManyProofs = () =>
  invalidField('proof', 'withdrawal_proof_too_many', 'wallet.withdrawal.proof.count');

/** A proof picture, accepted by its content (png or jpg), never by its declared type. */
export function proofFile(bytes: Buffer): ProofFile {
  if (bytes.length > contract.proofLimits.maxBytes) throw proofTooBig();
  const contentType = contract.proofTypeOf(bytes);
  if (!contentType) {
    throw invalidField('proof', 'withdrawal_proof_type', 'wallet.withdrawal.proof.type');
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
    const [order] = await tx
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.merchantId, member.merchantId),
          eq(withdrawals.memberId, member.memberId),
          eq(withdrawals.orderNo, orderNo),
        ),
      );
    if (!order) throw withdrawalNotFound();
    const receivedAmount = amountReceived(order.amount, answer);
    if (answer.receipt === 'not_received' && proofs.length === 0) {
      throw invalidField('proof', 'withdrawal_proof_required', 'wallet.withdrawal.proof.missing');
    }

    const [confirmed] = await tx
      .update(withdrawals)
      .set({
        status: 'confirmed',
        receipt: answer.receipt,
        receivedAmount,
        receiptNote: answer.note || null,
        confirmedAt: new Date(),
      })
      .where(and(eq(withdrawals.id, order.id), eq(withdrawals.status, 'paid')))
      .returning();
    if (!confirmed) {
      // Another click, or the auto-receipt job, got there first: re-read what it decided.
      const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, order.id));
      return alreadyAnswered(current!, answer.receipt, receivedAmount);
    }
    if (proofs.length > 0) {
      await tx.insert(withdrawalProofs).values(
        proofs.map((proof) => ({
          withdrawalId: order.id,
          contentType: proof.contentType,
          bytes: proof.bytes,
        })),
      );
    }
    return confirmed;
  });
}

/** What the member got: all of it, the amount they state (partly), or nothing. */
function amountReceived(orderAmount: bigint, answer: ReceiptAnswer): bigint {
  if (answer.receipt === 'received') return orderAmount;
  if (answer.receipt === 'not_received') return 0n;
  if (answer.receivedAmount === undefined) {
    throw invalidField('body.receivedAmount', 'field_required');
  }
  if (answer.receivedAmount <= 0n || answer.receivedAmount >= orderAmount) {
    throw invalidField('body.receivedAmount', 'withdrawal_received_amount_invalid');
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
    throw new AppError('wallet.withdrawal.confirmed', 'withdrawal_already_confirmed', 409, {
      receipt: current.receipt,
    });
  }
  throw new AppError('wallet.withdrawal.not.paid', 'withdrawal_not_paid', 409, {
    status: current.status,
  });
}
