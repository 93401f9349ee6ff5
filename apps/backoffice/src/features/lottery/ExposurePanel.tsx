import { consoleLottery } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { Facts } from '../../ui/Facts';
import { formatTime } from '../../ui/format';
import { RefreshButton } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { RowButton } from '../../ui/RowActions';
import { exposureQuery, lotteryActions, type DrawExposure, type LotteryGame } from './api';
import {
  DrawResult,
  DrawStatusBadge,
  SaveDialog,
  useLotteryChange,
  type LotteryMerchant,
} from './parts';
import { lotteryErrorText, pickListError } from './errors';
import { count, moneyOf, picksOf } from './format';
import { PickLists } from './PickLists';

type BetTypeExposure = DrawExposure['betTypes'][number];

/**
 * What one draw stands to pay on each pick of each bet type if that pick comes, riskiest
 * first, with the stake taken on it; asked again every few seconds while the draw is open.
 * An open draw's own closed and half-pay picks are set here (the game's hold as well).
 */
export function ExposurePanel({
  merchant,
  game,
  numero,
  canRun,
  onBack,
  onNotice,
}: {
  merchant: LotteryMerchant;
  game: LotteryGame;
  numero: string;
  canRun: boolean;
  onBack: () => void;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const exposure = useQuery(exposureQuery(merchant.code, game.gameCode, numero));
  const [editing, setEditing] = useState<BetTypeExposure | null>(null);
  const money = moneyOf(merchant.currencySymbol);

  return (
    <section className="lottery-exposure" aria-labelledby="lottery-exposure-title">
      <div className="toolbar">
        <h2 id="lottery-exposure-title">
          {t('lottery.exposure.title', { name: game.name, numero })}
        </h2>
        <div className="row-actions">
          <RefreshButton query={exposure} />
          <button type="button" className="button button-small" onClick={onBack}>
            {t('lottery.exposure.back')}
          </button>
        </div>
      </div>
      <QueryView query={exposure}>
        {(data) => (
          <>
            <Facts
              className="panel lottery-draw-facts"
              facts={[
                [t('common.status'), <DrawStatusBadge key="status" status={data.draw.status} />],
                [t('lottery.draws.closes'), formatTime(data.draw.closesAt)],
                [t('lottery.draws.draws'), formatTime(data.draw.drawsAt)],
                [t('lottery.draws.tickets'), count(data.draw.tickets)],
                [t('lottery.draws.stake'), money(data.draw.stake)],
                [t('lottery.draws.result'), <DrawResult key="result" draw={data.draw} />],
              ]}
            />
            {data.draw.status === 'open' && (
              <p className="field-hint">{t('lottery.exposure.live')}</p>
            )}
            <DataTable
              label={t('lottery.exposure.summary')}
              inPanel
              columns={[
                t('lottery.betTypes.betType'),
                { label: t('lottery.exposure.picks'), numeric: true },
                { label: t('lottery.exposure.highest'), numeric: true },
                { label: t('lottery.betTypes.cap'), numeric: true },
                t('lottery.exposure.drawClosed'),
                t('lottery.exposure.drawHalfPay'),
                canRun && data.draw.status === 'open' && t('common.actions'),
              ]}
            >
              {data.betTypes.map((betType) => (
                <tr key={betType.betType} data-testid={`exposure-${betType.betType}`}>
                  <th scope="row" className="lottery-code">
                    {betType.betType}
                  </th>
                  <td className="numeric">{count(betType.pickCount)}</td>
                  <td className="numeric">
                    {betType.picks[0] ? money(betType.picks[0].payout) : t('common.none')}
                  </td>
                  <td className="numeric">
                    {betType.numberCap === null ? t('common.none') : money(betType.numberCap)}
                  </td>
                  <td>{betType.closed.join(' ') || t('common.none')}</td>
                  <td>{betType.halfPay.join(' ') || t('common.none')}</td>
                  {canRun && data.draw.status === 'open' && (
                    <td>
                      <RowButton
                        label={t('lottery.exposure.editPicks')}
                        fullLabel={t('lottery.exposure.editPicksOf', { betType: betType.betType })}
                        onClick={() => setEditing(betType)}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </DataTable>
            {data.betTypes
              .filter((betType) => betType.picks.length > 0)
              .map((betType) => (
                <PickTable key={betType.betType} betType={betType} money={money} />
              ))}
          </>
        )}
      </QueryView>
      {editing && (
        <DrawRulesDialog
          merchant={merchant}
          gameCode={game.gameCode}
          numero={numero}
          betType={editing}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            onNotice(message);
          }}
        />
      )}
    </section>
  );
}

/** One bet type's picks with tickets, riskiest first. */
function PickTable({
  betType,
  money,
}: {
  betType: BetTypeExposure;
  money: (minorUnits: string) => string;
}) {
  const { t } = useTranslation();
  const rest = betType.pickCount - betType.picks.length;
  return (
    <div className="lottery-pick-table">
      <h3>{betType.betType}</h3>
      <DataTable
        label={t('lottery.exposure.picksOf', { betType: betType.betType })}
        inPanel
        columns={[
          t('lottery.exposure.pick'),
          { label: t('lottery.draws.tickets'), numeric: true },
          { label: t('lottery.draws.stake'), numeric: true },
          { label: t('lottery.exposure.payout'), numeric: true },
          t('lottery.exposure.rule'),
        ]}
      >
        {betType.picks.map((pick) => (
          <tr key={pick.pick} data-testid={`pick-${betType.betType}-${pick.pick}`}>
            <th scope="row" className="lottery-code">
              {pick.pick}
            </th>
            <td className="numeric">{count(pick.tickets)}</td>
            <td className="numeric">{money(pick.stake)}</td>
            <td className="numeric">{money(pick.payout)}</td>
            <td>
              {pick.rule === null ? (
                t('common.none')
              ) : (
                <span
                  className={pick.rule === 'closed' ? 'badge badge-bad' : 'badge badge-pending'}
                >
                  {t(`lottery.exposure.rules.${pick.rule}`)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {rest > 0 && (
        <p className="field-hint">
          {t('lottery.exposure.more', { count: rest, shown: consoleLottery.exposurePicksShown })}
        </p>
      )}
    </div>
  );
}

/** An open draw's own closed and half-pay picks of one bet type. */
function DrawRulesDialog({
  merchant,
  gameCode,
  numero,
  betType,
  onClose,
  onDone,
}: {
  merchant: LotteryMerchant;
  gameCode: string;
  numero: string;
  betType: BetTypeExposure;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState({
    closed: betType.closed.join(' '),
    halfPay: betType.halfPay.join(' '),
  });
  const run = useLotteryChange(
    merchant,
    () =>
      lotteryActions.updateDrawRules(gameCode, numero, betType.betType, {
        closed: picksOf(picks.closed),
        halfPay: picksOf(picks.halfPay),
      }),
    () => onDone(t('lottery.exposure.picksSaved', { betType: betType.betType, numero })),
  );
  const pickError = pickListError(run.error);
  return (
    <SaveDialog
      title={t('lottery.exposure.picksTitle', { betType: betType.betType, numero })}
      busy={run.isPending}
      problem={run.error && !pickError ? lotteryErrorText(run.error) : null}
      message={<p>{t('lottery.exposure.picksIntro')}</p>}
      onSubmit={() => run.mutate(undefined)}
      onClose={onClose}
      testId="lottery-draw-picks-dialog"
    >
      <PickLists value={picks} onChange={setPicks} error={pickError} />
    </SaveDialog>
  );
}
