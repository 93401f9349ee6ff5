import type { CSSProperties } from 'react';
import { format, useTexts } from '../../i18n/language';
import { formatAmount, formatMoney } from '@croupier/web-kit/money';
import { pocketColour, spotKey, spotName, type Spot, type TableBet } from './table';
import { rouletteTexts } from './texts';

const rows = Array.from({ length: 12 }, (_, row) => [3 * row + 1, 3 * row + 2, 3 * row + 3]);
const evenMoney = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/**
 * The betting table, laid out as the engine counts it: 12 rows of three numbers (1-2-3 at
 * the top), zero above them, the columns' "2 to 1" below, the dozens and the even-money
 * bets beside. Tall and narrow, it fits a 360-pixel iframe. Every spot is a button.
 */
export function RouletteBoard({
  bets,
  picked,
  winningPocket,
  currencySymbol,
  disabled,
  onNumber,
  onSpot,
}: {
  bets: readonly TableBet[];
  picked: readonly number[];
  winningPocket: number | null;
  currencySymbol: string;
  disabled: boolean;
  onNumber: (n: number) => void;
  onSpot: (spot: Spot) => void;
}) {
  const texts = useTexts(rouletteTexts);
  const stakes = new Map(bets.map((bet) => [spotKey(bet), bet.stake]));

  const label = (spot: Spot) => {
    const name = spotName(spot, texts);
    const stake = stakes.get(spotKey(spot));
    return stake
      ? format(texts.spotLabel, { name, amount: formatMoney(stake, currencySymbol) })
      : name;
  };
  const chipOn = (spot: Spot) => {
    const stake = stakes.get(spotKey(spot));
    return stake ? <span className="chip-mark">{formatAmount(stake)}</span> : null;
  };
  const numberButton = (n: number, style?: CSSProperties) => {
    const spot: Spot = { type: 'straight', numbers: [n] };
    const classes = ['spot', 'spot--number', `spot--${pocketColour(n)}`];
    if (picked.includes(n)) classes.push('spot--picked');
    if (winningPocket === n) classes.push('spot--winner');
    return (
      <button
        key={n}
        type="button"
        className={classes.join(' ')}
        style={style}
        aria-label={label(spot)}
        aria-pressed={picked.includes(n)}
        disabled={disabled}
        onClick={() => onNumber(n)}
      >
        {n}
        {chipOn(spot)}
      </button>
    );
  };

  return (
    <div className="board">
      {numberButton(0, { gridColumn: '3 / span 3', gridRow: 1 })}
      {rows.map((numbers, row) =>
        numbers.map((n, column) => numberButton(n, { gridColumn: column + 3, gridRow: row + 2 })),
      )}
      {evenMoney.map((type, index) => {
        const spot: Spot = { type };
        return (
          <button
            key={type}
            type="button"
            className={`spot spot--outside${type === 'red' || type === 'black' ? ` spot--${type}` : ''}`}
            style={{ gridColumn: 1, gridRow: `${index * 2 + 2} / span 2` }}
            aria-label={label(spot)}
            disabled={disabled}
            onClick={() => onSpot(spot)}
          >
            <span className="spot__text">{texts.bets[type]}</span>
            {chipOn(spot)}
          </button>
        );
      })}
      {([1, 2, 3] as const).map((index) => {
        const spot: Spot = { type: 'dozen', index };
        return (
          <button
            key={`dozen-${index}`}
            type="button"
            className="spot spot--outside"
            style={{ gridColumn: 2, gridRow: `${(index - 1) * 4 + 2} / span 4` }}
            aria-label={label(spot)}
            disabled={disabled}
            onClick={() => onSpot(spot)}
          >
            <span className="spot__text">{spotName(spot, texts)}</span>
            {chipOn(spot)}
          </button>
        );
      })}
      {([1, 2, 3] as const).map((index) => {
        const spot: Spot = { type: 'column', index };
        return (
          <button
            key={`column-${index}`}
            type="button"
            className="spot spot--outside"
            style={{ gridColumn: index + 2, gridRow: 14 }}
            aria-label={label(spot)}
            disabled={disabled}
            onClick={() => onSpot(spot)}
          >
            <span className="spot__text">{texts.columnShort}</span>
            {chipOn(spot)}
          </button>
        );
      })}
    </div>
  );
}
