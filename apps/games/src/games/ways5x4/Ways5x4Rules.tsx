import { studioStakeRules } from '@croupier/contract';
import { formatPercent, ways5x4 } from '@croupier/engines';
import { useGame } from '../../app/game-context';
import { format, useTexts } from '../../i18n/language';
import { sharedTexts } from '../../i18n/shared';
import { formatMoney } from '../../ui/money';
import { waysTexts } from './texts';
import { WaysSymbol } from './WaysSymbol';

/** The ways game's rules, its paytable, reels and RTP read from the engine itself. */
export default function Ways5x4Rules() {
  const texts = useTexts(waysTexts);
  const shared = useTexts(sharedTexts);
  const { session } = useGame();
  const rule = studioStakeRules.ways5x4;
  const money = (minor: bigint) => formatMoney(minor, session.currencySymbol);

  return (
    <article className="rules">
      <p>{texts.howToPlay}</p>
      <p>{texts.coins}</p>
      <p>
        {format(texts.limits, {
          min: money(rule.min),
          max: money(rule.max),
          step: money(rule.multipleOf),
        })}
      </p>

      <h3>{texts.paytableTitle}</h3>
      <p>{texts.paytableNote}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.symbol}</th>
            {[3, 4, 5].map((n) => (
              <th key={n} scope="col">
                {format(texts.reelsFromLeft, { n })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.entries(ways5x4.PAYTABLE).map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row" className="rules__symbol">
                <WaysSymbol symbol={symbol} /> {texts.symbols[symbol]}
              </th>
              {pays.map((pay, index) => (
                <td key={index}>{pay}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        {texts.rulesNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p>{texts.example}</p>

      <h3>{texts.reelsTitle}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.symbol}</th>
            {ways5x4.REEL_STRIPS.map((_, reel) => (
              <th key={reel} scope="col">
                {format(texts.reel, { n: reel + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ways5x4.SYMBOLS.map((symbol) => (
            <tr key={symbol}>
              <th scope="row">{texts.symbols[symbol]}</th>
              {ways5x4.REEL_STRIPS.map((strip, reel) => (
                <td key={reel}>{strip.filter((shown) => shown === symbol).length}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{texts.stops}</th>
            {ways5x4.REEL_STRIPS.map((strip, reel) => (
              <td key={reel}>{strip.length}</td>
            ))}
          </tr>
        </tbody>
      </table>

      <p>
        <strong>{format(shared.rtp, { value: formatPercent(ways5x4.WAYS_5X4_RTP, 3) })}</strong>
      </p>
      <h3>{shared.fairness}</h3>
      <p>{shared.fairnessRules}</p>
      <p>{texts.fairness}</p>
    </article>
  );
}
