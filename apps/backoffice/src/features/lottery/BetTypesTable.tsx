import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { RowActions, RowButton } from '../../ui/RowActions';
import type { BetType, LotteryGame } from './api';
import { settingMoneyOf } from './format';
import type { LotteryMerchant } from './parts';

/** A pick list in a cell: its picks, or a dash. */
function Picks({ picks }: { picks: string[] }) {
  const { t } = useTranslation();
  return picks.length === 0 ? (
    t('common.none')
  ) : (
    <span className="lottery-picks">{picks.join(' ')}</span>
  );
}

/**
 * The bet types of one game: each prize's odds (the engine's default beside it when the
 * merchant's differ), the exact RTP at them, the bet type's own limits and its game-wide
 * closed and half-pay picks.
 */
export function BetTypesTable({
  game,
  merchant,
  canRun,
  onEdit,
}: {
  game: LotteryGame;
  merchant: LotteryMerchant;
  canRun: boolean;
  onEdit: (kind: 'odds' | 'risk', betType: BetType) => void;
}) {
  const { t } = useTranslation();
  const money = settingMoneyOf(merchant.currencySymbol);
  const stakes = (betType: BetType) =>
    betType.minStake === null && betType.maxStake === null
      ? t('lottery.betTypes.gameStakes')
      : t('lottery.betTypes.stakeRange', {
          min: money(betType.minStake ?? game.minStakePerLine),
          max: money(betType.maxStake ?? game.maxStakePerLine),
        });
  return (
    <section className="lottery-bet-types" aria-labelledby="lottery-bet-types-title">
      <h2 id="lottery-bet-types-title">{t('lottery.betTypes.title', { name: game.name })}</h2>
      <DataTable
        label={t('lottery.betTypes.title', { name: game.name })}
        columns={[
          t('lottery.betTypes.betType'),
          t('lottery.betTypes.odds'),
          { label: t('lottery.betTypes.rtp'), numeric: true },
          t('lottery.betTypes.stakes'),
          { label: t('lottery.betTypes.cap'), numeric: true },
          t('lottery.betTypes.closed'),
          t('lottery.betTypes.halfPay'),
          canRun && t('common.actions'),
        ]}
      >
        {game.betTypes.map((betType) => (
          <tr key={betType.betType} data-testid={`bet-type-${betType.betType}`}>
            <th scope="row" className="lottery-code">
              {betType.betType}
            </th>
            <td>
              <ul className="lottery-odds">
                {betType.odds.map((prize) => (
                  <li key={prize.prize}>
                    <span className="muted">{prize.prize}</span> {prize.odds}
                    {prize.odds !== prize.defaultOdds && (
                      <span className="muted">
                        {' '}
                        {t('lottery.betTypes.default', { odds: prize.defaultOdds })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </td>
            <td className="numeric">{betType.rtp}</td>
            <td>{stakes(betType)}</td>
            <td className="numeric">
              {betType.numberCap === null ? t('common.none') : money(betType.numberCap)}
            </td>
            <td>
              <Picks picks={betType.closed} />
            </td>
            <td>
              <Picks picks={betType.halfPay} />
            </td>
            {canRun && (
              <td>
                <RowActions>
                  <RowButton
                    label={t('lottery.betTypes.editOdds')}
                    fullLabel={t('lottery.betTypes.editOddsOf', { betType: betType.betType })}
                    onClick={() => onEdit('odds', betType)}
                  />
                  <RowButton
                    label={t('lottery.betTypes.editRisk')}
                    fullLabel={t('lottery.betTypes.editRiskOf', { betType: betType.betType })}
                    onClick={() => onEdit('risk', betType)}
                  />
                </RowActions>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
