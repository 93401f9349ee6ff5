import { formatMoney } from '@croupier/web-kit/money';
import { i18n } from '../../i18n';

/** The merchant a report is of: its code, and the symbol its amounts are shown with. */
export type ReportMerchant = { code: string; currencySymbol: string };

/** An amount of the API (integer minor units, as text) as it stands in a report. */
export type Money = (minorUnits: string) => string;

/** What a report's figures are shown with: the report, and its amounts in full and on an axis. */
export type FiguresProps<Report> = {
  report: Report;
  money: Money;
  axisMoney: (minorUnits: number) => string;
};

/** Amounts on screen: the merchant's symbol, 2 decimals, comma thousands (bigint throughout). */
export const moneyOf =
  (symbol: string): Money =>
  (minorUnits) =>
    formatMoney(BigInt(minorUnits), symbol);

/** A chart's axis label: short ("P 12.5K"); the exact figures are in the table beside it. */
export function compactMoney(symbol: string) {
  const format = new Intl.NumberFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (minorUnits: number) => `${symbol} ${format.format(minorUnits / 100)}`;
}

export const count = (value: number) =>
  new Intl.NumberFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-GB').format(value);

/** The class of an amount below zero (a day or a game the house lost). */
export const negative = (minorUnits: string) =>
  minorUnits.startsWith('-') ? 'reports-negative' : '';
