import { drawStatuses } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatTime } from '../../ui/format';
import { PagedTable } from '../../ui/PagedTable';
import { QueryView } from '../../ui/QueryView';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { RowActions, RowButton } from '../../ui/RowActions';
import { StatusTabs } from '../../ui/StatusTabs';
import {
  drawPageQuery,
  gamesQuery,
  lotteryActions,
  type ConsoleDraw,
  type DrawStatus,
  type LotteryGame,
} from './api';
import { lotteryErrorText } from './errors';
import { ExposurePanel } from './ExposurePanel';
import {
  DrawResult,
  DrawStatusBadge,
  useLotteryChange,
  type LotteryMerchant,
  type PanelProps,
} from './parts';
import { count, moneyOf } from './format';

const statuses = drawStatuses;
const cancellable = (draw: ConsoleDraw) => draw.status === 'open' || draw.status === 'closed';

/**
 * A game's draws, newest first, by status: their times, tickets, stakes, payouts and
 * results. A draw without a result may be cancelled (the scheduler refunds every ticket);
 * each opens on what it stands to pay on each pick.
 */
export function DrawsPanel({ merchant, canRun, onNotice }: PanelProps) {
  const { t } = useTranslation();
  const games = useQuery(gamesQuery(merchant.code));
  const [params, setParams] = useSearchParams();
  const list = games.data ?? [];
  const game = list.find((entry) => entry.gameCode === params.get('game')) ?? list[0];
  const numero = params.get('draw');

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <QueryView
      query={games}
      empty={{ when: (all) => all.length === 0, message: t('lottery.games.empty') }}
    >
      {() =>
        game && numero ? (
          <ExposurePanel
            merchant={merchant}
            game={game}
            numero={numero}
            canRun={canRun}
            onBack={() => update({ draw: undefined })}
            onNotice={onNotice}
          />
        ) : game ? (
          <>
            <div className="toolbar">
              <label className="lottery-game-choice">
                {t('lottery.draws.game')}{' '}
                <select
                  className="select"
                  value={game.gameCode}
                  onChange={(event) =>
                    update({ game: event.target.value, page: undefined, status: undefined })
                  }
                >
                  {list.map((entry) => (
                    <option key={entry.gameCode} value={entry.gameCode}>
                      {entry.name}
                    </option>
                  ))}
                </select>
              </label>
              <StatusTabs
                statuses={statuses}
                current={statuses.find((status) => status === params.get('status'))}
                onChange={(status) => update({ status, page: undefined })}
                labelOf={(status) => t(`lottery.draws.statuses.${status}`)}
              />
            </div>
            <DrawList
              merchant={merchant}
              game={game}
              status={statuses.find((status) => status === params.get('status'))}
              pageNo={Math.max(1, Number(params.get('page')) || 1)}
              canRun={canRun}
              onPage={(pageNo) => update({ page: pageNo > 1 ? String(pageNo) : undefined })}
              onOpen={(draw) => update({ draw: draw.numero })}
              onNotice={onNotice}
            />
          </>
        ) : null
      }
    </QueryView>
  );
}

function DrawList({
  merchant,
  game,
  status,
  pageNo,
  canRun,
  onPage,
  onOpen,
  onNotice,
}: {
  merchant: LotteryMerchant;
  game: LotteryGame;
  status: DrawStatus;
  pageNo: number;
  canRun: boolean;
  onPage: (pageNo: number) => void;
  onOpen: (draw: ConsoleDraw) => void;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const page = useQuery(drawPageQuery(merchant.code, game.gameCode, { status, pageNo }));
  const [cancelling, setCancelling] = useState<ConsoleDraw | null>(null);
  const money = moneyOf(merchant.currencySymbol);
  const cancel = useLotteryChange(
    merchant,
    ({ draw, reason }: { draw: ConsoleDraw; reason: string }) =>
      lotteryActions.cancelDraw(game.gameCode, draw.numero, reason),
    (draw) => {
      setCancelling(null);
      onNotice(t('lottery.draws.cancelled', { numero: draw.numero }));
    },
  );

  return (
    <div className="panel" aria-busy={page.isFetching}>
      <QueryView
        query={page}
        empty={{ when: (data) => data.list.length === 0, message: t('lottery.draws.empty') }}
      >
        {(data) => (
          <PagedTable
            label={t('lottery.draws.tableLabel', { name: game.name })}
            columns={[
              t('lottery.draws.numero'),
              t('common.status'),
              t('lottery.draws.closes'),
              t('lottery.draws.draws'),
              { label: t('lottery.draws.tickets'), numeric: true },
              { label: t('lottery.draws.stake'), numeric: true },
              { label: t('lottery.draws.payout'), numeric: true },
              t('lottery.draws.result'),
              t('common.actions'),
            ]}
            page={pageNo}
            totals={data}
            onPage={onPage}
            pagesLabel={t('lottery.draws.pages')}
          >
            {data.list.map((draw) => (
              <tr key={draw.numero} data-testid={`draw-${draw.numero}`}>
                <th scope="row" className="lottery-code">
                  {draw.numero}
                </th>
                <td>
                  <DrawStatusBadge status={draw.status} />
                </td>
                <td>{formatTime(draw.closesAt)}</td>
                <td>{formatTime(draw.drawsAt)}</td>
                <td className="numeric">{count(draw.tickets)}</td>
                <td className="numeric">{money(draw.stake)}</td>
                <td className="numeric">{money(draw.payout)}</td>
                <td>
                  <DrawResult draw={draw} />
                </td>
                <td>
                  <RowActions>
                    <RowButton
                      label={t('lottery.draws.exposure')}
                      fullLabel={t('lottery.draws.exposureOf', { numero: draw.numero })}
                      onClick={() => onOpen(draw)}
                    />
                    {canRun && cancellable(draw) && (
                      <RowButton
                        label={t('lottery.draws.cancel')}
                        fullLabel={t('lottery.draws.cancelOf', { numero: draw.numero })}
                        tone="danger"
                        onClick={() => {
                          cancel.reset();
                          setCancelling(draw);
                        }}
                      />
                    )}
                  </RowActions>
                </td>
              </tr>
            ))}
          </PagedTable>
        )}
      </QueryView>
      {cancelling && (
        <ReasonDialog
          title={t('lottery.draws.cancelTitle', { numero: cancelling.numero })}
          message={
            <p>
              {t('lottery.draws.cancelText', {
                count: cancelling.tickets,
                stake: money(cancelling.stake),
              })}
            </p>
          }
          reasonLabel={t('lottery.draws.reason')}
          maxLength={500}
          confirmLabel={t('lottery.draws.cancelConfirm')}
          busy={cancel.isPending}
          error={cancel.error ? lotteryErrorText(cancel.error) : null}
          onConfirm={(reason) => cancel.mutate({ draw: cancelling, reason })}
          onClose={() => setCancelling(null)}
          testId="lottery-cancel-dialog"
        />
      )}
    </div>
  );
}
