import { ticketStatuses, type TicketStatus } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@croupier/web-kit/dates';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useSessionStore } from '../../../app/session/store';
import { balanceKey, useCurrencySymbol } from '../../../app/wallet/balance';
import { errorText } from '../../../i18n';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { Segmented } from '../../../ui/Segmented';
import { SelectField } from '../../../ui/SelectField';
import {
  cancelTicket,
  ticketsKey,
  useLotteryGames,
  useTickets,
  type LotteryGame,
  type Ticket,
} from '../api';
import { useLotteryLabels } from '../parts/labels';

const pageSize = 10;

type Scope = 'game' | 'all';

/**
 * The member's tickets (spec: "my open tickets, cancel before close"): this game's or every
 * game's, by status, ten a page, newest first. An open ticket whose draw still takes tickets
 * can be cancelled; its stake comes back. Settled tickets show what they paid.
 */
export function MyTickets({ game, now }: { game: LotteryGame; now: number }) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  const [scope, setScope] = useState<Scope>('game');
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const tickets = useTickets(
    {
      pageNo,
      pageSize,
      ...(scope === 'game' && { gameCode: game.gameCode }),
      ...(status && { status }),
    },
    token !== null,
  );

  if (!token)
    return (
      <section className="lottery-section empty-state" data-testid="tickets-guest">
        <p>{t('lottery.tickets.login')}</p>
        <button type="button" className="button button-primary" onClick={() => openModal('login')}>
          {t('session.login')}
        </button>
      </section>
    );

  return (
    <section
      className="lottery-section"
      aria-labelledby="lottery-tickets-title"
      data-testid="my-tickets"
    >
      <h2 id="lottery-tickets-title">{t('lottery.tickets.title')}</h2>
      <div className="lottery-filters">
        <Segmented<Scope>
          label={t('lottery.tickets.scope')}
          options={[
            { value: 'game', label: t('lottery.tickets.thisGame') },
            { value: 'all', label: t('lottery.tickets.allGames') },
          ]}
          value={scope}
          onChange={(next) => {
            setScope(next);
            setPageNo(1);
          }}
        />
        <SelectField<TicketStatus | ''>
          label={t('lottery.tickets.status')}
          value={status}
          anyLabel={t('lottery.tickets.anyStatus')}
          options={ticketStatuses.map((value) => ({
            value,
            label: t(`lottery.tickets.statuses.${value}`),
          }))}
          onChange={(next) => {
            setStatus(next);
            setPageNo(1);
          }}
        />
      </div>
      {tickets.isPending ? (
        <Loader />
      ) : tickets.isError ? (
        <LoadFailure error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.list.length === 0 ? (
        <p className="empty-state" data-testid="tickets-empty">
          {t('lottery.tickets.empty')}
        </p>
      ) : (
        <>
          <ul className="lottery-tickets" aria-busy={tickets.isPlaceholderData}>
            {tickets.data.list.map((ticket) => (
              <TicketCard key={ticket.ticketId} ticket={ticket} now={now} />
            ))}
          </ul>
          <Pagination
            page={pageNo}
            totalPages={tickets.data.totalPages}
            onChange={setPageNo}
            label={t('lottery.tickets.pages')}
          />
        </>
      )}
    </section>
  );
}

/** When a ticket's draw stops taking tickets (and cancellations): its game's close. */
function closesAt(ticket: Ticket, games: LotteryGame[] | undefined): number {
  const game = games?.find((candidate) => candidate.gameCode === ticket.gameCode);
  return new Date(ticket.drawsAt).getTime() - (game?.closeSecondsBefore ?? 0) * 1000;
}

function TicketCard({ ticket, now }: { ticket: Ticket; now: number }) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const games = useLotteryGames().data;
  const game = games?.find((candidate) => candidate.gameCode === ticket.gameCode);
  const family = game?.family ?? null;
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const cancel = useMutation({
    mutationFn: () => cancelTicket(ticket.ticketId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ticketsKey });
      void client.invalidateQueries({ queryKey: balanceKey });
    },
  });
  const cancellable = ticket.status === 'open' && now < closesAt(ticket, games);
  const betType = family ? labels.betType(family, ticket.betType) : ticket.betType;

  return (
    <li className={`lottery-ticket lottery-ticket-${ticket.status}`} data-testid="ticket">
      <div className="lottery-ticket-head">
        <strong>{betType}</strong>
        <span
          className={`lottery-status lottery-status-${ticket.status}`}
          data-testid="ticket-status"
        >
          {t(`lottery.tickets.statuses.${ticket.status}`)}
        </span>
      </div>
      <p className="lottery-picks">
        {family ? labels.selection(family, ticket.betType, ticket.selection) : ''}
      </p>
      <dl className="lottery-ticket-facts">
        <div>
          <dt>{t('lottery.tickets.draw')}</dt>
          <dd>
            {game?.name ?? ticket.gameCode} · {ticket.numero}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.tickets.stake')}</dt>
          <dd>
            {t('lottery.slip.lineCost', {
              count: ticket.lines,
              unit: money(ticket.unitStake),
              stake: money(ticket.stake),
            })}
          </dd>
        </div>
        {ticket.status === 'open' ? (
          <div>
            <dt>{t('lottery.slip.potentialWin')}</dt>
            <dd>{money(ticket.potentialWin)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('lottery.tickets.payout')}</dt>
            <dd data-testid="ticket-payout">{money(ticket.payout)}</dd>
          </div>
        )}
        <div>
          <dt>{t('lottery.tickets.placedAt')}</dt>
          <dd>{formatDateTime(ticket.placedAt)}</dd>
        </div>
      </dl>
      {cancellable && (
        <button
          type="button"
          className="button button-small"
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
          aria-label={t('lottery.tickets.cancelTicket', { betType, numero: ticket.numero })}
        >
          {t('lottery.tickets.cancel')}
        </button>
      )}
      {cancel.isError && (
        <p className="lottery-problem" role="alert">
          {errorText(cancel.error instanceof ApiError ? cancel.error.messageKey : 'system_error')}
        </p>
      )}
    </li>
  );
}
