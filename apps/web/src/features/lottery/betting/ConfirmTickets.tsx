import { mainWalletTypeId } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMoney, formatWireMoney, wireToMinor } from '@croupier/web-kit/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useRequestIds } from '../../../api/request-id';
import { balanceKey, useBalance, useCurrencySymbol } from '../../../app/wallet/balance';
import { errorText } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import { placeTickets, ticketsKey, type LotteryGame } from '../api';
import type { GameClock } from '../parts/DrawClock';
import { ticketRequest, type PricedSlip } from '../slip';

/** The slip line a refusal names (`value.fields` of `body.lines.<n>…`), counted from 1. */
function refusedLine(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.value as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  for (const field of Object.keys(fields)) {
    const match = /^body\.lines\.(\d+)/.exec(field);
    if (match) return Number(match[1]) + 1;
  }
  return null;
}

/**
 * The last look before the stakes leave the wallet: which draw, how many tickets, the total,
 * the most they can win, and the balance before and after. The draw is the one shown when the
 * dialog opened; if it closes meanwhile the player moves to the next one knowingly.
 */
export function ConfirmTickets({
  game,
  clock,
  slip,
  onClose,
  onPlaced,
}: {
  game: LotteryGame;
  clock: GameClock;
  slip: PricedSlip;
  onClose: () => void;
  onPlaced: (count: number, numero: string) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const symbol = useCurrencySymbol();
  const balance = useBalance();
  const requestIds = useRequestIds();
  const [draw, setDraw] = useState(clock.current);
  // The draw after the one that closed (by either clock).
  const next = draw
    ? clock.upcoming.find((candidate) => candidate.closesAt > draw.closesAt)
    : clock.current;
  const main = balance.data?.balance.find((wallet) => wallet.accountTypeId === mainWalletTypeId);
  const available = main ? wireToMinor(main.availBalance) : null;

  const placing = useMutation({
    mutationFn: (numero: string) => {
      const signature = JSON.stringify(ticketRequest(game.gameCode, numero, slip, ''));
      return placeTickets(ticketRequest(game.gameCode, numero, slip, requestIds.idFor(signature)));
    },
    onSettled: (_answer, failure) => requestIds.settle(failure ?? undefined),
    onSuccess: (answer, numero) => {
      void client.invalidateQueries({ queryKey: balanceKey });
      void client.invalidateQueries({ queryKey: ticketsKey });
      onPlaced(answer.tickets.length, numero);
    },
  });
  const line = placing.isError ? refusedLine(placing.error) : null;
  // Closed by this browser's clock, or by the server's (a clock behind the server's).
  const closed =
    !draw ||
    new Date(draw.closesAt).getTime() <= clock.now ||
    (placing.error instanceof ApiError && placing.error.messageKey === 'lottery_draw_closed');

  return (
    <Modal
      title={t('lottery.confirm.title')}
      onClose={onClose}
      size="dialog"
      testId="confirm-tickets"
    >
      <dl className="lottery-confirm-facts">
        <div>
          <dt>{t('lottery.confirm.game')}</dt>
          <dd>{game.name}</dd>
        </div>
        <div>
          <dt>{t('lottery.confirm.draw')}</dt>
          <dd data-testid="confirm-numero">{draw?.numero ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('lottery.confirm.tickets')}</dt>
          <dd>
            {t('lottery.confirm.ticketsLines', { count: slip.lines.length, lines: slip.lineCount })}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.slip.total')}</dt>
          <dd data-testid="confirm-total">{formatMoney(slip.stake, symbol)}</dd>
        </div>
        <div>
          <dt>{t('lottery.slip.potentialWin')}</dt>
          <dd>{formatMoney(slip.potentialWin, symbol)}</dd>
        </div>
        {main && available !== null && (
          <>
            <div>
              <dt>{t('lottery.confirm.balance')}</dt>
              <dd data-testid="confirm-balance">{formatWireMoney(main.availBalance, symbol)}</dd>
            </div>
            <div>
              <dt>{t('lottery.confirm.after')}</dt>
              <dd>{formatMoney(available - slip.stake, symbol)}</dd>
            </div>
          </>
        )}
      </dl>
      {available !== null && available < slip.stake && (
        <p className="lottery-problem" role="alert">
          {errorText('insufficient_balance')}
        </p>
      )}
      {closed && (
        <p className="lottery-problem" role="alert" data-testid="confirm-closed">
          {t('lottery.confirm.closed', { numero: draw?.numero ?? '' })}
        </p>
      )}
      {placing.isError && !closed && (
        <p className="lottery-problem" role="alert" data-testid="confirm-error">
          {errorText(placing.error instanceof ApiError ? placing.error.messageKey : 'system_error')}
          {line !== null && ` ${t('lottery.confirm.onLine', { line })}`}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        {closed && next ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              placing.reset();
              setDraw(next);
            }}
          >
            {t('lottery.confirm.nextDraw', { numero: next.numero })}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={closed || placing.isPending}
            onClick={() => draw && placing.mutate(draw.numero)}
            data-testid="confirm-place"
          >
            {placing.isPending ? t('lottery.confirm.placing') : t('lottery.confirm.confirm')}
          </button>
        )}
      </div>
    </Modal>
  );
}
