import { isFastDrawFamily, type LotteryFamily } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import type { LotterySelection } from '../engine';
import { pickerOf, type Pool, type Row, type RowLabel } from '../pickers';
import { labelFamilyOf } from '../sheet-engine';

/** Keno's "pick k" bet types share one name and one rule, told the count. */
const kenoPick = /^pick(\d+)$/;

/**
 * The words of the lottery pages that depend on the game: bet types, options, positions,
 * prizes and a ticket's picks, in the visitor's language.
 */
export function useLotteryLabels() {
  const { t } = useTranslation();

  const betTypeKey = (family: LotteryFamily, code: string) => {
    const pick = family === 'keno' ? kenoPick.exec(code) : null;
    return pick
      ? { key: `lottery.betTypes.keno.pick`, count: Number(pick[1]) }
      : { key: `lottery.betTypes.${labelFamilyOf(family)}.${code}`, count: undefined };
  };
  const betType = (family: LotteryFamily, code: string) => {
    const { key, count } = betTypeKey(family, code);
    return t(`${key}.name`, { count, defaultValue: code });
  };
  const howTo = (family: LotteryFamily, code: string) => {
    const { key, count } = betTypeKey(family, code);
    return t(`${key}.howTo`, { count, defaultValue: '' });
  };
  const option = (value: string) => t(`lottery.options.${value}`, { defaultValue: value });
  const place = (places: readonly string[], value: string) =>
    t(`lottery.places.${places.length === 3 ? 'three' : 'two'}.${value}`, {
      defaultValue: value,
    });
  const row = (label: RowLabel): string => {
    if (label.kind === 'digit') return t(`lottery.rows.digit.${label.position}`);
    const name = t(`lottery.rows.place.${label.place}`);
    return label.kind === 'place'
      ? name
      : t('lottery.rows.duel', { place: name, other: t(`lottery.rows.place.${9 - label.place}`) });
  };
  /** What a screen reader says for a value of a grid ("Face 3", "Car 7", "Sum 11"). */
  const value = (look: Pool['look'], number: number) =>
    t(`lottery.values.${look}`, { value: number });

  /**
   * A prize of an odds table: a side, "win", a sum, how many of the picks came, a 4D prize
   * tier or a Thai 3-tod kind.
   */
  const prize = (family: LotteryFamily, code: string, key: string) => {
    if (key === 'hit') return t('lottery.prizes.hit');
    if (family === '4d' || family === 'thai')
      return t(`lottery.prizes.${family}.${key}`, { defaultValue: key });
    if (!/^\d+$/.test(key)) return option(key);
    return family === 'keno'
      ? t('lottery.prizes.hits', { count: Number(key) })
      : t('lottery.prizes.sum', { value: key });
  };

  /** A ticket's picks in words: "Ten thousands 1, 2 · Units 5", "Front 3 · 1, 4, 7", "Big". */
  const selection = (family: LotteryFamily, code: string, picks: LotterySelection) => {
    const picker = isFastDrawFamily(family) ? pickerOf(family, code) : undefined;
    const parts: string[] = [];
    if (picker?.places && picks.option) parts.push(place(picker.places, picks.option));
    else if (picks.option) parts.push(option(picks.option));
    if (picks.positions) {
      const rows: Row[] =
        picker?.spec.kind === 'rows'
          ? picker.spec.rows(picks.option)
          : picker?.spec.kind === 'rowOptions'
            ? picker.spec.rows
            : [];
      picks.positions.forEach((values, index) => {
        if (values.length === 0) return;
        const label = rows[index] ? row(rows[index].label) : `#${index + 1}`;
        parts.push(
          `${label} ${values.map((v) => (typeof v === 'string' ? option(v) : v)).join(', ')}`,
        );
      });
    }
    if (picks.numbers) parts.push(picks.numbers.join(', '));
    return parts.join(' · ') || t('lottery.picker.noPick');
  };

  return { betType, howTo, option, place, row, value, prize, selection };
}

export type LotteryLabels = ReturnType<typeof useLotteryLabels>;
