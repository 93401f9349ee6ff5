import { boSettings } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatTime } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { StatusTabs } from '../../ui/StatusTabs';
import { outboxQuery, type OutboxChannel, type OutboxMessage } from './api';

const statusTone: Record<string, string> = {
  recorded: 'badge-info',
  sent: 'badge-good',
  failed: 'badge-bad',
};

/** The outbox's filter and page in the address, so a reload or a shared link shows the same. */
function useOutboxParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('channel');
  const channel = boSettings.outboxChannels.find((known) => known === asked);
  const recipient = params.get('recipient')?.trim() || undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return {
    channel,
    recipient,
    page,
    setChannel: (next: OutboxChannel | undefined) => update({ channel: next, page: undefined }),
    setRecipient: (next: string) => update({ recipient: next.trim(), page: undefined }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
}

/**
 * Every SMS and e-mail the merchant's players were sent, newest first, read only: what the
 * platform sent or (with the local outbox provider) recorded instead of sending, and why a
 * message failed. Support reads verification codes here when testing without a carrier.
 */
export function OutboxPanel({ merchant }: { merchant: string }) {
  const { t } = useTranslation();
  const { channel, recipient, page, setChannel, setRecipient, setPage } = useOutboxParams();
  const [search, setSearch] = useState(recipient ?? '');
  const [opened, setOpened] = useState<string | null>(null);
  const messages = useQuery({
    ...outboxQuery(merchant, { channel, recipient }, page),
    placeholderData: (previous) => previous,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(search);
  };

  let body;
  if (messages.isPending) body = <Loading />;
  else if (messages.isError)
    body = <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />;
  else if (messages.data.list.length === 0)
    body = (
      <EmptyState testId="outbox-empty">
        {channel || recipient ? t('settings.outbox.emptyFiltered') : t('settings.outbox.empty')}
      </EmptyState>
    );
  else
    body = (
      <>
        <div className="table-scroll">
          <table className="data-table" aria-label={t('settings.outbox.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('settings.outbox.time')}</th>
                <th scope="col">{t('settings.outbox.channel')}</th>
                <th scope="col">{t('settings.outbox.recipient')}</th>
                <th scope="col">{t('settings.outbox.message')}</th>
                <th scope="col">{t('settings.outbox.provider')}</th>
                <th scope="col">{t('common.status')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.data.list.map((message) => (
                <OutboxRow
                  key={message.id}
                  message={message}
                  opened={opened === message.id}
                  onToggle={() => setOpened(opened === message.id ? null : message.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          totalPages={messages.data.totalPages}
          totalCount={messages.data.totalCount}
          onChange={setPage}
          label={t('settings.outbox.pages')}
        />
      </>
    );

  return (
    <section className="panel settings-panel" data-testid="outbox">
      <h2>{t('settings.outbox.title')}</h2>
      <p className="settings-intro">{t('settings.outbox.intro')}</p>
      <div className="toolbar">
        <StatusTabs
          statuses={boSettings.outboxChannels}
          current={channel}
          onChange={setChannel}
          labelOf={(value) => t(`settings.outbox.channels.${value}`)}
        />
        <form className="inline-controls" role="search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="outbox-recipient">
            {t('settings.outbox.recipient')}
          </label>
          <input
            id="outbox-recipient"
            className="input input-narrow"
            type="search"
            placeholder={t('settings.outbox.recipientPlaceholder')}
            value={search}
            maxLength={128}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="button">
            {t('settings.outbox.search')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void messages.refetch()}
            disabled={messages.isFetching}
          >
            {t('common.refresh')}
          </button>
        </form>
      </div>
      {body}
    </section>
  );
}

function OutboxRow({
  message,
  opened,
  onToggle,
}: {
  message: OutboxMessage;
  opened: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const preview = message.subject ?? message.body;
  return (
    <>
      <tr data-testid={`outbox-${message.id}`}>
        <td className="nowrap">{formatTime(message.createdAt)}</td>
        <td>
          {t(`settings.outbox.channels.${message.channel}`, { defaultValue: message.channel })}
        </td>
        <td className="break">{message.recipient}</td>
        <td>
          <button
            type="button"
            className="button-link outbox-preview"
            aria-expanded={opened}
            onClick={onToggle}
          >
            {preview.length > 60 ? `${preview.slice(0, 60)}…` : preview}
          </button>
        </td>
        <td className="muted">{message.provider}</td>
        <td>
          <span className={`badge ${statusTone[message.status] ?? ''}`}>
            {t(`settings.outbox.status.${message.status}`, { defaultValue: message.status })}
          </span>
          {message.error && <div className="outbox-error">{message.error}</div>}
        </td>
      </tr>
      {opened && (
        <tr className="outbox-detail">
          <td colSpan={6}>
            {message.subject && (
              <p>
                <strong>{t('settings.outbox.subject')}:</strong> {message.subject}
              </p>
            )}
            <pre className="outbox-body">{message.body}</pre>
          </td>
        </tr>
      )}
    </>
  );
}
