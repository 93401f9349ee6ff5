import { formatWireMoney } from '@croupier/web-kit/money';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../api';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { useLotteryLabels } from '../parts/labels';
import { ScheduleText } from '../regional/ScheduleParts';

/**
 * The game's rules page: its schedule and limits, then every bet type with how it is played,
 * its odds per prize (stake included) and its exact RTP at those odds, as the server
 * computed them for this brand (the lowest of a bet type's choices where they differ).
 */
export function GameRules({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const symbol = useCurrencySymbol();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const minutes = Math.round((game.drawIntervalSeconds ?? 0) / 60);
  return (
    <section className="lottery-section" aria-labelledby="lottery-rules-title" data-testid="rules">
      <h2 id="lottery-rules-title">{t('lottery.rules.title')}</h2>
      <dl className="lottery-rules-facts">
        <div>
          <dt>{t('lottery.rules.schedule')}</dt>
          <dd>
            {game.schedule ? (
              <ScheduleText schedule={game.schedule} />
            ) : (
              t('lottery.lobby.every', { count: minutes })
            )}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.rules.close')}</dt>
          <dd>{t('lottery.rules.closeBefore', { count: game.closeSecondsBefore })}</dd>
        </div>
        <div>
          <dt>{t('lottery.rules.stakePerPoint')}</dt>
          <dd>{money(game.stakePerPoint)}</dd>
        </div>
        <div>
          <dt>{t('lottery.rules.stakePerLine')}</dt>
          <dd>
            {money(game.minStakePerLine)} – {money(game.maxStakePerLine)}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.rules.maxPayout')}</dt>
          <dd>{money(game.maxPayoutPerTicket)}</dd>
        </div>
      </dl>
      <p className="lottery-muted">{t('lottery.rules.oddsNote')}</p>
      <table className="lottery-rules-table" data-testid="rules-table">
        <thead>
          <tr>
            <th scope="col">{t('lottery.rules.betType')}</th>
            <th scope="col">{t('lottery.rules.odds')}</th>
            <th scope="col" className="numeric">
              {t('lottery.rules.rtp')}
            </th>
          </tr>
        </thead>
        <tbody>
          {game.betTypes.map((info) => (
            <tr key={info.betType}>
              <th scope="row">
                <span className="lottery-rule-name">
                  {labels.betType(game.family, info.betType)}
                </span>
                <span className="lottery-muted">{labels.howTo(game.family, info.betType)}</span>
              </th>
              <td data-label={t('lottery.rules.odds')}>
                <ul className="lottery-odds-list">
                  {Object.entries(info.odds).map(([prize, odds]) => (
                    <li key={prize}>
                      <span>{labels.prize(game.family, info.betType, prize)}</span>{' '}
                      <strong>{odds}</strong>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="numeric" data-label={t('lottery.rules.rtp')} data-testid="rule-rtp">
                {info.rtp}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {game.drawIntervalSeconds !== null ? (
        <>
          <h3>{t('lottery.rules.fairTitle')}</h3>
          <p className="lottery-muted">{t('lottery.rules.fair')}</p>
        </>
      ) : (
        <>
          <h3>{t('lottery.rules.officialTitle')}</h3>
          <p className="lottery-muted">{t('lottery.rules.official')}</p>
        </>
      )}
    </section>
  );
}
