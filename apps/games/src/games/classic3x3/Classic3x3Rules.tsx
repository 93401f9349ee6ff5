import { studioStakeRules } from '@croupier/contract';
import { classic3x3, formatPercent } from '@croupier/engines';
import { useGame } from '../../app/game-context';
import { format, useTexts } from '../../i18n/language';
import { sharedTexts } from '../../i18n/shared';
import { formatMoney } from '../../ui/money';
import { ClassicSymbol } from './ClassicSymbol';
import type { ClassicCombination } from './combinations';
import { classicTexts } from './texts';

const symbols = ['SEVEN', 'TRIPLE_BAR', 'DOUBLE_BAR', 'BAR', 'CHERRY', 'BLANK'] as const;

/** The rules screen of docs/classic-3x3.md, with its figures read from the engine itself. */
export default function Classic3x3Rules() {
  const texts = useTexts(classicTexts);
  const shared = useTexts(sharedTexts);
  const { session } = useGame();
  const rule = studioStakeRules.classic3x3;
  const money = (minor: bigint) => formatMoney(minor, session.currencySymbol);
  const paytable = Object.entries(classic3x3.PAYTABLE) as [ClassicCombination, number][];

  return (
    <article className="rules">
      <p>{texts.howToPlay}</p>
      <p>{format(texts.limits, { min: money(rule.min), max: money(rule.max) })}</p>

      <h3>{texts.paylinesTitle}</h3>
      <ul>
        {texts.paylines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h3>{texts.paytableTitle}</h3>
      <table>
        <caption>{texts.paysNote}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.combination}</th>
            <th scope="col">{texts.pays}</th>
          </tr>
        </thead>
        <tbody>
          {paytable.map(([name, pays]) => (
            <tr key={name}>
              <td>{texts.combinations[name]}</td>
              <td>{pays}×</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        {texts.rulesNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

      <h3>{texts.reelsTitle}</h3>
      <p>{texts.reelsNote}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.symbol}</th>
            {classic3x3.REEL_STRIPS.map((_, reel) => (
              <th key={reel} scope="col">
                {format(texts.reel, { n: reel + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {symbols.map((symbol) => (
            <tr key={symbol}>
              <th scope="row" className="rules__symbol">
                <ClassicSymbol symbol={symbol} /> {texts.symbols[symbol]}
              </th>
              {classic3x3.REEL_STRIPS.map((strip, reel) => (
                <td key={reel}>{strip.filter((shown) => shown === symbol).length}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <p>
        <strong>
          {format(shared.rtp, { value: formatPercent(classic3x3.CLASSIC_3X3_RTP, 3) })}
        </strong>
      </p>
      <h3>{shared.fairness}</h3>
      <p>{shared.fairnessRules}</p>
      <p>{texts.fairness}</p>
    </article>
  );
}
