import { consoleLotteryResults as contract } from '@croupier/contract';
import { formatMoney } from '@croupier/web-kit/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { oneOf, useAddressParams } from '../../ui/address-params';
import { formatTime } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { PagedTable } from '../../ui/PagedTable';
import { PageHeader, RefreshButton } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { RowActions, RowButton } from '../../ui/RowActions';
import { Loading } from '../../ui/states';
import { ToggleTabs } from '../../ui/StatusTabs';
import {
  resultDrawsQuery,
  useCanEnterResults,
  useCanSetSources,
  useRefreshResults,
  type ResultDraw,
  type ResultEntry,
  type ResultView,
} from './api';
import { DrawDetailDialog } from './DrawDetailDialog';
import { DrawState } from './parts';
import { ReviewDialog } from './ReviewDialog';
import { SheetEntryDialog } from './SheetEntryDialog';
import { SourcesPanel } from './SourcesPanel';
import './lottery-results.css';

const views = [...contract.resultViews, 'sources'] as const;
type View = (typeof views)[number];
type Action = { kind: 'enter' | 'review' | 'detail'; draw: ResultDraw };

/**
 * Lottery results: the scheduled draws (Vietnamese, 4D, Thai) waiting for a result, the ones
 * drawn, and the HTTP provider's sources. A result is entered by one staff member and approved
 * by another; an entry for a drawn draw corrects it, and its tickets are settled again with
 * only the difference moving. Every role reads; owners and admins enter and review.
 */
export function LotteryResultsPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { params, page, update, setPage } = useAddressParams();
  const view: View = oneOf(views, params.get('view')) ?? 'awaiting';
  const canEnter = useCanEnterResults();
  const canSetSources = useCanSetSources();
  const [notice, setNotice] = useState('');

  return (
    <section className="page lottery-results-page">
      <PageHeader title={t('lotteryResults.nav')} />
      <p className="page-intro">{t('lotteryResults.intro')}</p>
      {!canEnter && <p className="form-notice">{t('lotteryResults.readOnly')}</p>}
      <Notice message={notice} />
      <div className="toolbar">
        <ToggleTabs
          label={t('lotteryResults.views.label')}
          tabs={views.map((name) => ({ value: name, label: t(`lotteryResults.views.${name}`) }))}
          current={view}
          onChange={(next) => {
            setNotice('');
            update({ view: next === 'awaiting' ? undefined : next });
          }}
        />
      </div>
      {!merchant ? (
        <Loading />
      ) : view === 'sources' ? (
        <SourcesPanel merchant={merchant.code} canEdit={canSetSources} onNotice={setNotice} />
      ) : (
        <DrawsPanel
          key={`${merchant.code}:${view}`}
          merchant={merchant}
          view={view}
          page={page}
          onPage={setPage}
          canEnter={canEnter}
          onNotice={setNotice}
        />
      )}
    </section>
  );
}

function DrawsPanel({
  merchant,
  view,
  page,
  onPage,
  canEnter,
  onNotice,
}: {
  merchant: { code: string; currencySymbol: string };
  view: ResultView;
  page: number;
  onPage: (page: number) => void;
  canEnter: boolean;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(resultDrawsQuery(merchant.code, view, page));
  const refresh = useRefreshResults(merchant.code);
  const [action, setAction] = useState<Action | null>(null);
  const done = async (message: string) => {
    setAction(null);
    onNotice(message);
    await refresh();
  };
  const named = (draw: { gameName: string; numero: string }) => ({
    game: draw.gameName,
    numero: draw.numero,
  });

  return (
    <>
      <div className="panel" aria-busy={query.isFetching}>
        <div className="results-tools">
          <RefreshButton query={query} />
        </div>
        <QueryView
          query={query}
          empty={{
            when: (data) => data.list.length === 0,
            message: t(`lotteryResults.empty.${view}`),
            testId: 'results-empty',
          }}
        >
          {(data) => (
            <PagedTable
              label={t(`lotteryResults.views.${view}`)}
              columns={[
                t('lotteryResults.game'),
                t('lotteryResults.drawsAt'),
                t('lotteryResults.result'),
                { label: t('lotteryResults.owed'), numeric: true },
                { label: t('common.actions'), className: 'actions-col' },
              ]}
              page={page}
              totals={data}
              onPage={onPage}
              pagesLabel={t('lotteryResults.pages')}
            >
              {data.list.map((draw) => (
                <tr
                  key={`${draw.gameCode}:${draw.numero}`}
                  data-testid={`draw-${draw.gameCode}-${draw.numero}`}
                >
                  <td>
                    <div>{draw.gameName}</div>
                    <div className="muted">{draw.numero}</div>
                  </td>
                  <td className="nowrap">{formatTime(draw.drawsAt)}</td>
                  <td>
                    <DrawState draw={draw} />
                  </td>
                  <td className="numeric">
                    {draw.owed === '0'
                      ? ''
                      : formatMoney(BigInt(draw.owed), merchant.currencySymbol)}
                  </td>
                  <td className="actions-col">
                    <RowActions>
                      {canEnter && draw.pending && (
                        <RowButton
                          label={t('lotteryResults.actions.review')}
                          fullLabel={t('lotteryResults.actions.reviewFor', named(draw))}
                          tone="primary"
                          onClick={() => setAction({ kind: 'review', draw })}
                        />
                      )}
                      {canEnter && !draw.pending && (
                        <RowButton
                          label={t(
                            draw.result
                              ? 'lotteryResults.actions.correct'
                              : 'lotteryResults.actions.enter',
                          )}
                          fullLabel={t(
                            draw.result
                              ? 'lotteryResults.actions.correctFor'
                              : 'lotteryResults.actions.enterFor',
                            named(draw),
                          )}
                          tone={draw.result ? undefined : 'primary'}
                          onClick={() => setAction({ kind: 'enter', draw })}
                        />
                      )}
                      <RowButton
                        label={t('lotteryResults.actions.detail')}
                        fullLabel={t('lotteryResults.actions.detailFor', named(draw))}
                        onClick={() => setAction({ kind: 'detail', draw })}
                      />
                    </RowActions>
                  </td>
                </tr>
              ))}
            </PagedTable>
          )}
        </QueryView>
      </div>
      {action?.kind === 'enter' && (
        <SheetEntryDialog
          draw={action.draw}
          onEntered={() => void done(t('lotteryResults.done.entered', named(action.draw)))}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === 'review' && action.draw.pending && (
        <ReviewDialog
          draw={action.draw as ResultDraw & { pending: ResultEntry }}
          onApproved={(draw) => void done(t('lotteryResults.done.approved', named(draw)))}
          onRejected={() => void done(t('lotteryResults.done.rejected', named(action.draw)))}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === 'detail' && (
        <DrawDetailDialog merchant={merchant} draw={action.draw} onClose={() => setAction(null)} />
      )}
    </>
  );
}
