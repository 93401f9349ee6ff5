import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { members } from '../member/schema';
import { lockMemberWithdrawals } from './withdrawals-lock';
import { bankCards, type BankCardRow } from './schema';

export const maxBankCards = 5;

type Member = { id: bigint; merchantId: number };

/** "  nguyen   VAN  an " and "Nguyen Van An" are the same payee. */
export function samePayee(a: string, b: string): boolean {
  return collapseSpaces(a).toLowerCase() === collapseSpaces(b).toLowerCase();
}

function collapseSpaces(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Everything but the last 4 digits hidden: enough for the member to tell cards apart. */
export function maskAccountNumber(accountNumber: string): string {
  return '*'.repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);
}

export function toBankCard(row: BankCardRow): contract.BankCard {
  return {
    id: Number(row.id),
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    branch: row.branch,
  };
}

/** The member's cards in use, oldest first (removed ones stay in the table for history). */
export async function activeBankCards(db: Database, memberId: bigint): Promise<BankCardRow[]> {
  return db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
    .orderBy(asc(bankCards.id));
}

/**
 * Adds a card. Withdrawals go only to accounts in the member's own name: the card's name
 * must match the payee name, and a member without one yet gets the first card's name as it.
 */
export async function addBankCard(
  db: Database,
  member: Member,
  input: { bankName: string; accountName: string; accountNumber: string; branch?: string },
): Promise<BankCardRow> {
  const accountName = collapseSpaces(input.accountName);
  return db.transaction(async (tx) => {
    // Two adds at once must not both pass the 5-card check or both set the payee name.
    await lockMemberWithdrawals(tx, member.id);
    const [owner] = await tx
      .select({ payeeName: members.payeeName })
      .from(members)
      .where(eq(members.id, member.id));
    if (!owner) throw AppError.of('notSession');
    if (owner.payeeName && !samePayee(owner.payeeName, accountName)) {
      throw new AppError('wallet.bank.card.name', 'bank_card_name_mismatch', 400, {
        fields: { 'body.accountName': 'bank_card_name_mismatch' },
      });
    }
    const [held] = await tx
      .select({ total: count() })
      .from(bankCards)
      .where(and(eq(bankCards.memberId, member.id), isNull(bankCards.removedAt)));
    if (Number(held?.total ?? 0) >= maxBankCards) {
      throw new AppError('wallet.bank.card.limit', 'bank_card_limit', 409, { max: maxBankCards });
    }
    const [card] = await tx
      .insert(bankCards)
      .values({
        memberId: member.id,
        bankName: input.bankName,
        accountName,
        accountNumber: input.accountNumber,
        branch: input.branch || null,
      })
      .onConflictDoNothing()
      .returning();
    if (!card) throw new AppError('wallet.bank.card.exists', 'bank_card_exists', 409);
    if (!owner.payeeName) {
      await tx.update(members).set({ payeeName: accountName }).where(eq(members.id, member.id));
    }
    return card;
  });
}

/** Takes a card out of use; the row stays, as withdrawals paid to it point at it. */
export async function removeBankCard(db: Database, memberId: bigint, cardId: bigint) {
  const [removed] = await db
    .update(bankCards)
    .set({ removedAt: sql`now()` })
    .where(
      and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)),
    )
    .returning({ id: bankCards.id });
  if (!removed) throw bankCardNotFound();
}

export const bankCardNotFound = () =>
  new AppError('wallet.bank.card.unknown', 'bank_card_not_found', 404);
