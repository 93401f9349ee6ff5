// The arithmetic of a promotion's bonus and its wagering, in integer minor units.
//
//   bonus     a match: floor(deposit × match basis points / 10000), capped at the maximum
//             bonus; a fixed bonus: the maximum bonus itself. A deposit below the minimum
//             earns nothing.
//   required  bonus × wagering multiple, of valid turnover (rewards/turnover, the one
//             definition). The deposit is NOT part of it: the published terms read "turnover
//             10× the bonus", which is what members understand, and the deposit carries no
//             promotion money of the operator's to protect.
//   done      the member's valid turnover since the bonus was paid, never above `required`.
//
// While a bonus's `done` is below its `required`, the member cannot withdraw at all (the
// bonus sits in the main wallet with the deposit; the lock holds the balance, not a part).

export const fullMatch = 10_000n;

export type BonusTerms = {
  /** A promotion kind (contract `promotionKinds`), as the rule's row holds it. */
  kind: string;
  matchBasisPoints: number;
  maxBonus: bigint;
  minDeposit: bigint;
};

/** The bonus a deposit earns under the terms (0: none). `deposit` is ignored for a fixed bonus. */
export function bonusFor(terms: BonusTerms, deposit: bigint): bigint {
  if (terms.kind === 'fixed_bonus') return terms.maxBonus;
  if (deposit < terms.minDeposit || deposit <= 0n) return 0n;
  const matched = (deposit * BigInt(terms.matchBasisPoints)) / fullMatch;
  return matched < terms.maxBonus ? matched : terms.maxBonus;
}

/** The valid turnover a bonus asks for before withdrawal. */
export function requiredTurnover(bonus: bigint, wageringMultiple: number): bigint {
  return bonus * BigInt(wageringMultiple);
}

export type WageringProgress = { required: bigint; done: bigint; remaining: bigint; met: boolean };

/** How far the valid turnover since the bonus went towards its requirement. */
export function wageringProgress(required: bigint, turnoverSince: bigint): WageringProgress {
  const done = turnoverSince < required ? turnoverSince : required;
  return { required, done, remaining: required - done, met: done >= required };
}
