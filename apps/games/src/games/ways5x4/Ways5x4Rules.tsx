import { studioStakeRules } from '@croupier/contract';
import { ways5x4 } from '@croupier/engines';
import { useGame } from '../../app/game-context';
import { ReelCounts, RtpAndFairness } from '../../slots/RulesParts';
import { format, useTexts } from '../../i18n/language';
import { formatMoney } from '../../ui/money';
import { waysTexts } from './texts';
import { WaysSymbol } from './WaysSymbol';

/** The ways game's rules, its paytable, reels and RTP read from the engine itself. */
export default function Ways5x4Rules() {
  const texts = useTexts(waysTexts);
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
      <ReelCounts
        strips={ways5x4.REEL_STRIPS}
        symbols={ways5x4.SYMBOLS}
        texts={{ symbol: texts.symbol, reel: texts.reel, stops: texts.stops }}
        label={(symbol) => texts.symbols[symbol]}
      />

      <RtpAndFairness rtp={ways5x4.WAYS_5X4_RTP} fairness={texts.fairness} />
    </article>
  );
}
