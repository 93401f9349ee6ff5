import { gameCategories, type rewards } from '@croupier/contract';
import { formatWireMoney } from '@croupier/web-kit/money';
import type { TFunction } from 'i18next';

/** A rate in basis points as players read it: 80 is "0.80%". */
export function rateText(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)}%`;
}

/** One benefit a level gives, in words: its name and what it is worth. */
export type BenefitLine = { key: string; name: string; value: string };

/**
 * The benefits a level actually gives, in the ladder's order. A benefit the brand left unset
 * (a zero bonus, no withdrawal limit of its own, no rebate for a category) is left out: the
 * page never promises what the member would not get.
 */
export function benefitLines(
  benefits: rewards.VipBenefits,
  symbol: string,
  t: TFunction,
): BenefitLine[] {
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const lines: BenefitLine[] = [];
  if (benefits.upgradeBonus > 0) {
    lines.push({
      key: 'upgradeBonus',
      name: t('rewards.vip.benefits.upgradeBonus'),
      value: money(benefits.upgradeBonus),
    });
  }
  for (const category of gameCategories) {
    const rate = benefits.rebateRates[category];
    if (rate === undefined || rate <= 0) continue;
    lines.push({
      key: `rebate-${category}`,
      name: t('rewards.vip.benefits.rebate', { category: t(`categories.${category}`) }),
      value: rateText(rate),
    });
  }
  // A limit is shown whenever the level has one, even zero: it binds the member either way.
  if (benefits.dailyWithdrawalLimit !== null) {
    lines.push({
      key: 'dailyWithdrawalLimit',
      name: t('rewards.vip.benefits.dailyWithdrawalLimit'),
      value: t('rewards.vip.benefits.perDay', { amount: money(benefits.dailyWithdrawalLimit) }),
    });
  }
  if (benefits.birthdayBonus > 0) {
    lines.push({
      key: 'birthdayBonus',
      name: t('rewards.vip.benefits.birthdayBonus'),
      value: money(benefits.birthdayBonus),
    });
  }
  return lines;
}
