import { classic3x3 } from '@croupier/engines';
import { Notes, ReelCounts, RtpAndFairness, StakeLimits } from '../../slots/RulesParts';
import { useTexts } from '../../i18n/language';
import { ClassicSymbol } from './ClassicSymbol';
import type { ClassicCombination } from './combinations';
import { classicTexts } from './texts';

const symbols = ['SEVEN', 'TRIPLE_BAR', 'DOUBLE_BAR', 'BAR', 'CHERRY', 'BLANK'] as const;

/** The rules screen of docs/classic-3x3.md, with its figures read from the engine itself. */
export default function Classic3x3Rules() {
  const texts = useTexts(classicTexts);
  const paytable = Object.entries(classic3x3.PAYTABLE) as [ClassicCombination, number][];

  return (
    <article className="rules">
      <p>{texts.howToPlay}</p>
      <StakeLimits gameId="classic3x3" template={texts.limits} />

      <h3>{texts.paylinesTitle}</h3>
      <Notes notes={texts.paylines} />

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
      <Notes notes={texts.rulesNotes} />

      <h3>{texts.reelsTitle}</h3>
      <p>{texts.reelsNote}</p>
      <ReelCounts
        strips={classic3x3.REEL_STRIPS}
        symbols={symbols}
        texts={{ symbol: texts.symbol, reel: texts.reel }}
        names={texts.symbols}
        Picture={ClassicSymbol}
      />

      <RtpAndFairness rtp={classic3x3.CLASSIC_3X3_RTP} fairness={texts.fairness} />
    </article>
  );
}
