import type { withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { findMemberById, updateMember } from '../../member/service';
import { activeBankCards, countActiveCards, insertCard, removeCard } from './bank-card-queries';
import { lockMemberWithdrawals } from './queries';
import type { BankCardRow } from './schema';

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

/** The member's cards in use, as the member sees them (numbers masked). */
export async function bankCardsOf(db: Database, memberId: bigint): Promise<contract.BankCard[]> {
  return (await activeBankCards(db, memberId)).map(toBankCard);
}

/**
 * Adds a card. Withdrawals go only to accounts in the member's own name: the card's name
 * must match the payee name, and a member without one yet gets the first card's name as it.
 */
export async function addBankCard(
  db: Database,
  member: Member,
  input: { bankName: string; accountName: string; accountNumber: string; branch?: string },
): Promise<contract.BankCard> {
  const accountName = collapseSpaces(input.accountName);
  return db.transaction(async (tx) => {
    // Two adds at once must not both pass the 5-card check or both set the payee name.
    await lockMemberWithdrawals(tx, member.id);
    const owner = await findMemberById(tx, member.id);
    if (!owner) throw AppError.of('notSession');
    if (owner.payeeName && !samePayee(owner.payeeName, accountName)) {
      throw AppError.of('bankCardNameMismatch', {
        fields: { 'body.accountName': 'bank_card_name_mismatch' },
      });
    }
    if ((await countActiveCards(tx, member.id)) >= maxBankCards) {
      throw AppError.of('bankCardLimit', { max: maxBankCards });
    }
    const card = await insertCard(tx, {
      memberId: member.id,
      bankName: input.bankName,
      accountName,
      accountNumber: input.accountNumber,
      branch: input.branch || null,
    });
    if (!card) throw AppError.of('bankCardExists');
    if (!owner.payeeName) await updateMember(tx, member.id, { payeeName: accountName });
    return toBankCard(card);
  });
}

/** Takes a card out of use; the row stays, as withdrawals paid to it point at it. */
export async function removeBankCard(db: Database, memberId: bigint, cardId: bigint) {
  if (!(await removeCard(db, memberId, cardId))) throw bankCardNotFound();
}

export const bankCardNotFound = () => AppError.of('bankCardNotFound');
