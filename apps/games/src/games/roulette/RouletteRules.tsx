import { rouletteBetTypes, studioStakeRules } from '@croupier/contract';
import { formatPercent, roulette } from '@croupier/engines';
import { format, useTexts } from '../../i18n/language';
import { sharedTexts } from '../../i18n/shared';
import { useSessionMoney } from '../../slots/RulesParts';
import { rouletteTexts } from './texts';

/** The rules screen of docs/roulette.md, its payouts and RTP read from the engine itself. */
export default function RouletteRules() {
  const texts = useTexts(rouletteTexts);
  const shared = useTexts(sharedTexts);
  const rule = studioStakeRules.roulette;
  const money = useSessionMoney();
  const example = 1_000n;

  return (
    <article className="rules">
      <p>{texts.rules.intro}</p>
      <p>
        {format(texts.rules.limits, {
          min: money(rule.min),
          max: money(rule.max),
          total: money(rule.maxTotal),
        })}
      </p>

      <h3>{texts.rules.payoutsTitle}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.rules.bet}</th>
            <th scope="col">{texts.rules.covers}</th>
            <th scope="col">{texts.rules.pays}</th>
            <th scope="col">{format(texts.rules.returned, { amount: money(example) })}</th>
          </tr>
        </thead>
        <tbody>
          {rouletteBetTypes.map((type) => (
            <tr key={type}>
              <th scope="row">{texts.bets[type]}</th>
              <td>{texts.rules.covered[type]}</td>
              <td>{String(roulette.PAYOUTS[type])}:1</td>
              <td>{money(example * (roulette.PAYOUTS[type] + 1n))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{texts.rules.redNumbers}</p>

      <h3>{texts.rules.zeroTitle}</h3>
      <ul>
        {texts.rules.zero.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h3>{texts.rules.layoutTitle}</h3>
      <p>{texts.rules.layout}</p>

      <p>
        <strong>{format(shared.rtp, { value: formatPercent(roulette.ROULETTE_RTP, 3) })}</strong>
      </p>
      <h3>{shared.fairness}</h3>
      <p>{shared.fairnessRules}</p>
      <p>{texts.rules.fairness}</p>
    </article>
  );
}
