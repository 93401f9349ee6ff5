import { useTexts } from '../../i18n/language';
import { spotKey, spotName, totalStake } from './table';
import { rouletteTexts } from './texts';
import type { BetTable } from './useBetTable';

/** The bets on the table, each removable, and their total. */
export function BetSlip({ table }: { table: BetTable }) {
  const texts = useTexts(rouletteTexts);
  const { bets, busy, money } = table;
  return (
    <section className="bets" aria-label={texts.yourBets}>
      <h2>{texts.yourBets}</h2>
      {bets.length === 0 ? (
        <p className="hint">{texts.noBets}</p>
      ) : (
        <ul>
          {bets.map((bet) => (
            <li key={spotKey(bet)}>
              <span>{spotName(bet, texts)}</span>
              <strong>{money(bet.stake)}</strong>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() => table.remove(bet)}
              >
                {texts.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="bets__total">
        {texts.totalBet}: <strong>{money(totalStake(bets))}</strong>
      </p>
    </section>
  );
}
