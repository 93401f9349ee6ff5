import { consoleRewards, gameCategories, parseAmount, type GameCategory } from '@croupier/contract';
import { minorToWireText, wireToMinor } from '@croupier/web-kit/money';
import { draftErrors, type FieldErrors } from '../../ui/form-errors';
import type { VipLevel } from './api';

// One level of the ladder as the operator types it, and back to what the server takes. Amounts
// travel as exact decimal text (never floats); rates are typed in percent with up to 2
// decimals, which is exactly a whole number of basis points (0.80 % = 80 bp).

type LevelInput = consoleRewards.VipLevelInput;

export const thresholdFields = [
  'upgradeDeposits',
  'upgradeTurnover',
  'retainDeposits',
  'retainTurnover',
] as const;
export const bonusFields = ['upgradeBonus', 'birthdayBonus'] as const;

/** A level's form: every value as typed. Empty means none for the limit and the rates. */
export type LevelDraft = Record<(typeof thresholdFields)[number], string> &
  Record<(typeof bonusFields)[number], string> & {
    name: string;
    dailyWithdrawalLimit: string;
    rebateRates: Record<GameCategory, string>;
  };

/** A wire amount (major units) as the exact text the form starts from: 5000 → "5000.00". */
export const amountText = (amount: number) => minorToWireText(wireToMinor(amount) ?? 0n);

/** Basis points as percent text: 80 → "0.80". */
export const percentText = (basisPoints: number) =>
  `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

/** Percent text as basis points ("0.8" → 80), or null when it is not a percent of 2 decimals. */
export function basisPointsOf(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Typed money as the wire's text: separators and spaces dropped, the rest left to the check. */
const typedAmount = (text: string) => text.replace(/[\s,]/g, '');

export function draftOf(level: VipLevel | null): LevelDraft {
  const rates = level?.benefits.rebateRates ?? {};
  return {
    name: level?.name ?? '',
    upgradeDeposits: level ? amountText(level.upgradeDeposits) : '',
    upgradeTurnover: level ? amountText(level.upgradeTurnover) : '',
    retainDeposits: level ? amountText(level.retainDeposits) : '',
    retainTurnover: level ? amountText(level.retainTurnover) : '',
    upgradeBonus: level ? amountText(level.benefits.upgradeBonus) : '0.00',
    birthdayBonus: level ? amountText(level.benefits.birthdayBonus) : '0.00',
    dailyWithdrawalLimit:
      level?.benefits.dailyWithdrawalLimit == null
        ? ''
        : amountText(level.benefits.dailyWithdrawalLimit),
    rebateRates: Object.fromEntries(
      gameCategories.map((category) => {
        const rate = rates[category];
        return [category, rate ? percentText(rate) : ''];
      }),
    ) as Record<GameCategory, string>,
  };
}

/** A saved level as the body of a ladder save takes it, unchanged. */
export function inputOf(level: VipLevel): LevelInput {
  return {
    level: level.level,
    name: level.name,
    upgradeDeposits: amountText(level.upgradeDeposits),
    upgradeTurnover: amountText(level.upgradeTurnover),
    retainDeposits: amountText(level.retainDeposits),
    retainTurnover: amountText(level.retainTurnover),
    benefits: {
      rebateRates: level.benefits.rebateRates,
      dailyWithdrawalLimit:
        level.benefits.dailyWithdrawalLimit === null
          ? null
          : amountText(level.benefits.dailyWithdrawalLimit),
      upgradeBonus: amountText(level.benefits.upgradeBonus),
      birthdayBonus: amountText(level.benefits.birthdayBonus),
    },
  };
}

/**
 * The level a form makes, and what is wrong with it by field (the contract's own checks,
 * then the rules one level can break alone). Level 0 has no thresholds: every member starts
 * there. The rules between levels are the server's, which names the level it refuses.
 */
export function checkDraft(
  draft: LevelDraft,
  level: number,
): { input: LevelInput; problems: FieldErrors } {
  const problems: FieldErrors = {};
  const rebateRates: Partial<Record<GameCategory, number>> = {};
  for (const category of gameCategories) {
    const text = draft.rebateRates[category].trim();
    if (text === '') continue;
    const rate = basisPointsOf(text);
    if (rate === null) problems[`benefits.rebateRates.${category}`] = 'rate_format';
    else if (rate > consoleRewards.maxRebateRate)
      problems[`benefits.rebateRates.${category}`] = 'rate_too_high';
    else if (rate > 0) rebateRates[category] = rate;
  }
  const threshold = (text: string) => (level === 0 ? '0' : typedAmount(text));
  const limit = typedAmount(draft.dailyWithdrawalLimit);
  const input: LevelInput = {
    level,
    name: draft.name.trim(),
    upgradeDeposits: threshold(draft.upgradeDeposits),
    upgradeTurnover: threshold(draft.upgradeTurnover),
    retainDeposits: threshold(draft.retainDeposits),
    retainTurnover: threshold(draft.retainTurnover),
    benefits: {
      rebateRates,
      dailyWithdrawalLimit: limit === '' ? null : limit,
      upgradeBonus: typedAmount(draft.upgradeBonus),
      birthdayBonus: typedAmount(draft.birthdayBonus),
    },
  };
  // An amount left empty is asked for (0 says "none"), rather than called malformed.
  for (const field of thresholdFields) {
    if (input[field] === '') problems[field] = 'field_required';
  }
  for (const field of bonusFields) {
    if (input.benefits[field] === '') problems[`benefits.${field}`] = 'field_required';
  }
  const checked = draftErrors(consoleRewards.vipLevelInput, input, { requiredWhenEmpty: true });
  for (const [field, key] of Object.entries(checked ?? {})) problems[field] ??= key;
  for (const [keep, reach] of [
    ['retainDeposits', 'upgradeDeposits'],
    ['retainTurnover', 'upgradeTurnover'],
  ] as const) {
    const kept = parseAmount(input[keep] as string);
    const reached = parseAmount(input[reach] as string);
    if (!problems[keep] && kept !== null && reached !== null && kept > reached) {
      problems[keep] = 'retain_above_upgrade';
    }
  }
  return { input, problems };
}

/**
 * The server's field problems of a refused ladder that are about one level
 * (`levels.2.name` → `name`), as the form shows them.
 */
export function levelProblems(fields: FieldErrors | null, index: number): FieldErrors {
  const prefix = `levels.${index}.`;
  return Object.fromEntries(
    Object.entries(fields ?? {})
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, key]) => [field.slice(prefix.length), key]),
  );
}
