import { parseAmount } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../i18n';
import { FormError } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { formatMoney } from '@croupier/web-kit/money';
import { Pagination } from '../../../ui/Pagination';
import { formatDateTime } from '@croupier/web-kit/dates';
import { inboxKey, markRead, useInbox, type InboxMessage } from '../api';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { unreadKey } from '../unread';

const pageSize = 10;
const knownKinds = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_paid',
  'balance_credited',
  'balance_debited',
];

/**
 * "platform inbox" (spec §2 messageV2): messages about the member's money, written here from
 * their kind and parameters in the reader's language. Opening one marks it read.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useCurrencySymbol();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inbox = useInbox({ pageNo, pageSize });

  const read = async (id?: string) => {
    setFailure(null);
    try {
      await markRead(id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: unreadKey }),
      ]);
    } catch (error) {
      setFailure(errorText(error instanceof ApiError ? error.messageKey : 'system_error'));
    }
  };

  const text = (message: InboxMessage, part: 'title' | 'body') => {
    const kind = knownKinds.includes(message.kind) ? message.kind : 'other';
    const minor = parseAmount(message.params.amount);
    return t(`memberCentre.inbox.kinds.${kind}.${part}`, {
      ...message.params,
      amount: minor === null ? (message.params.amount ?? '') : formatMoney(minor, symbol),
      reason: message.params.reason ?? t('memberCentre.inbox.noReason'),
      orderNo: message.orderNo ?? '',
    });
  };

  if (inbox.isPending) return <Loader />;
  if (inbox.isError)
    return <LoadFailure error={inbox.error} onRetry={() => void inbox.refetch()} />;
  const { list, totalPages } = inbox.data;
  if (list.length === 0)
    return (
      <p className="empty-state" data-testid="records-empty">
        {t('memberCentre.inbox.empty')}
      </p>
    );

  return (
    <div className="mc-records">
      <div className="mc-toolbar">
        <button
          type="button"
          className="button button-small"
          onClick={() => void read()}
          disabled={!list.some((message) => !message.read)}
        >
          {t('memberCentre.inbox.markAllRead')}
        </button>
      </div>
      <FormError message={failure} />
      <ul className="mc-inbox">
        {list.map((message) => {
          const expanded = openId === message.id;
          return (
            <li
              key={message.id}
              className={message.read ? 'mc-message' : 'mc-message mc-unread'}
              data-testid="inbox-message"
            >
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`mc-message-${message.id}`}
                onClick={() => {
                  setOpenId(expanded ? null : message.id);
                  if (!expanded && !message.read) void read(message.id);
                }}
              >
                {!message.read && (
                  <span className="mc-unread-dot">
                    <span className="visually-hidden">{t('memberCentre.inbox.unread')}</span>
                  </span>
                )}
                <span className="mc-message-title">{text(message, 'title')}</span>
                <time className="mc-muted" dateTime={message.time}>
                  {formatDateTime(message.time)}
                </time>
              </button>
              {expanded && (
                <div id={`mc-message-${message.id}`} className="mc-message-body">
                  <p>{text(message, 'body')}</p>
                  {message.orderNo && (
                    <p className="mc-muted">
                      {t('memberCentre.records.orderNo')}: {message.orderNo}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Pagination
        page={pageNo}
        totalPages={totalPages}
        onChange={(page) => {
          setPageNo(page);
          setOpenId(null);
        }}
        label={t('memberCentre.inbox.pages')}
      />
    </div>
  );
}
