import { formatMoney, formatWireMoney } from '@croupier/web-kit/money';
import { i18n } from '../../i18n';

/** Sums of the API (integer minor units as text) with the merchant's symbol. */
export const moneyOf = (symbol: string) => (minorUnits: string) =>
  formatMoney(BigInt(minorUnits), symbol);

/** Settings of the API (major units as numbers) with the merchant's symbol. */
export const settingMoneyOf = (symbol: string) => (amount: number) =>
  formatWireMoney(amount, symbol);

export const count = (value: number) =>
  new Intl.NumberFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-GB').format(value);

/** Picks as typed in a box: separated by spaces, commas or new lines. */
export const picksOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((pick) => pick.trim())
    .filter(Boolean);

/** A class of an amount below zero (a game the house lost on). */
export const negative = (minorUnits: string) =>
  minorUnits.startsWith('-') ? 'lottery-negative' : '';
