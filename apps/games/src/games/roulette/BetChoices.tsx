import { studioStakeRules } from '@croupier/contract';
import { formatAmount } from '@croupier/web-kit/money';
import { format, useTexts } from '../../i18n/language';
import { insideSizes, type InsideType } from './table';
import { rouletteTexts } from './texts';
import type { BetTable } from './useBetTable';

/** The chip to place, and the kind of inside bet the numbers of the board make. */
export function BetChoices({ table }: { table: BetTable }) {
  const texts = useTexts(rouletteTexts);
  const { busy, money } = table;
  return (
    <>
      <fieldset className="choices" disabled={busy}>
        <legend>{texts.chips}</legend>
        {studioStakeRules.roulette.steps.map((value) => (
          <label key={String(value)} className="choice choice--chip">
            <input
              type="radio"
              name="chip"
              checked={table.chip === value}
              onChange={() => table.setChip(value)}
            />
            <span aria-hidden="true">{formatAmount(value)}</span>
            <span className="visually-hidden">{format(texts.chip, { amount: money(value) })}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="choices" disabled={busy}>
        <legend>{texts.betKind}</legend>
        {(Object.keys(insideSizes) as InsideType[]).map((kind) => (
          <label key={kind} className="choice">
            <input
              type="radio"
              name="bet-kind"
              checked={table.mode === kind}
              onChange={() => table.chooseMode(kind)}
            />
            <span>{texts.bets[kind]}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
