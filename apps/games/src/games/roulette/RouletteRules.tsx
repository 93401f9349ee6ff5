import { rouletteBetTypes } from '@croupier/contract';
import { roulette } from '@croupier/engines';
import { format, useTexts } from '../../i18n/language';
import { RtpAndFairness, StakeLimits, useSessionMoney } from '../../slots/RulesParts';
import { rouletteTexts } from './texts';

/** The rules screen of docs/roulette.md, its payouts and RTP read from the engine itself. */
export default function RouletteRules() {
  const texts = useTexts(rouletteTexts);
  const money = useSessionMoney();
  const example = 1_000n;

  return (
    <article className="rules">
      <p>{texts.rules.intro}</p>
      <StakeLimits gameId="roulette" template={texts.rules.limits} />

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

      <RtpAndFairness rtp={roulette.ROULETTE_RTP} fairness={texts.rules.fairness} />
    </article>
  );
}
