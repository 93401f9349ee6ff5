import { formatMoney } from '@croupier/web-kit/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { formatTime } from '../../ui/format';
import { QueryView } from '../../ui/QueryView';
import { resultDrawQuery, type ResultDraw, type ResultDrawDetail } from './api';
import { EntryState } from './parts';
import { SheetView, sheetFamilyOf } from './SheetView';

/**
 * Everything about one draw's result: the sheet it was settled at, every entry given for it
 * (who entered and reviewed it, why one was sent back), what each correction moved, and who
 * still owes what after a lower payout their wallet could not cover.
 */
export function DrawDetailDialog({
  merchant,
  draw,
  onClose,
}: {
  merchant: { code: string; currencySymbol: string };
  draw: ResultDraw;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(resultDrawQuery(merchant.code, draw));
  const money = (minor: string) => formatMoney(BigInt(minor), merchant.currencySymbol);
  return (
    <Dialog
      title={t('lotteryResults.detail.title', { game: draw.gameName, numero: draw.numero })}
      onClose={onClose}
      testId="result-detail"
    >
      <QueryView query={query}>
        {(detail: ResultDrawDetail) => (
          <div className="result-detail">
            {detail.draw.result ? (
              <SheetView
                family={sheetFamilyOf(draw.family)}
                sheet={detail.draw.result}
                label={t('lotteryResults.current')}
              />
            ) : (
              <p className="muted">{t('lotteryResults.detail.noResult')}</p>
            )}
            <h3>{t('lotteryResults.detail.entries')}</h3>
            <DataTable
              label={t('lotteryResults.detail.entries')}
              columns={[
                t('lotteryResults.detail.entered'),
                t('common.status'),
                t('lotteryResults.detail.reviewed'),
              ]}
            >
              {detail.entries.map((entry) => (
                <tr key={entry.entryId}>
                  <td>
                    {entry.enteredBy ??
                      t('lotteryResults.detail.http', { sources: entry.sources.join(', ') })}
                    <div className="muted">{formatTime(entry.enteredAt)}</div>
                  </td>
                  <td>
                    <EntryState entry={entry} />
                  </td>
                  <td>
                    {entry.reviewedBy ?? ''}
                    {entry.rejectReason && <div className="muted">{entry.rejectReason}</div>}
                  </td>
                </tr>
              ))}
            </DataTable>
            {detail.corrections.length > 0 && (
              <>
                <h3>{t('lotteryResults.detail.corrections')}</h3>
                <DataTable
                  label={t('lotteryResults.detail.corrections')}
                  columns={[
                    t('lotteryResults.detail.revision'),
                    { label: t('lotteryResults.detail.tickets'), numeric: true },
                    { label: t('lotteryResults.detail.credited'), numeric: true },
                    { label: t('lotteryResults.detail.takenBack'), numeric: true },
                    { label: t('lotteryResults.owed'), numeric: true },
                  ]}
                >
                  {detail.corrections.map((row) => (
                    <tr key={row.revision}>
                      <td>{row.revision}</td>
                      <td className="numeric">{row.tickets}</td>
                      <td className="numeric">{money(row.credited)}</td>
                      <td className="numeric">{money(row.takenBack)}</td>
                      <td className="numeric">{money(row.owed)}</td>
                    </tr>
                  ))}
                </DataTable>
              </>
            )}
            {detail.debts.length > 0 && (
              <>
                <h3>{t('lotteryResults.detail.debts')}</h3>
                <p className="muted">{t('lotteryResults.detail.debtsText')}</p>
                <DataTable
                  label={t('lotteryResults.detail.debts')}
                  columns={[
                    t('lotteryResults.detail.ticket'),
                    t('lotteryResults.detail.member'),
                    { label: t('lotteryResults.detail.payout'), numeric: true },
                    { label: t('lotteryResults.owed'), numeric: true },
                  ]}
                >
                  {detail.debts.map((debt) => (
                    <tr key={debt.ticketId}>
                      <td>{debt.ticketId}</td>
                      <td>{debt.username}</td>
                      <td className="numeric">{money(debt.payout)}</td>
                      <td className="numeric">{money(debt.owed)}</td>
                    </tr>
                  ))}
                </DataTable>
              </>
            )}
          </div>
        )}
      </QueryView>
    </Dialog>
  );
}
