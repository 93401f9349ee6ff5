import { consoleSettings } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOf, useAddressParams } from '../../ui/address-params';
import { formatTime } from '../../ui/format';
import { PagedTable } from '../../ui/PagedTable';
import { RefreshButton } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { StatusTabs } from '../../ui/StatusTabs';
import { outboxQuery, type OutboxMessage } from './api';

const statusTone: Record<string, string> = {
  recorded: 'badge-info',
  sent: 'badge-good',
  failed: 'badge-bad',
};

/**
 * Every SMS and e-mail the merchant's players were sent, newest first, read only: what the
 * platform sent or (with the local outbox provider) recorded instead of sending, and why a
 * message failed. Support reads verification codes here when testing without a carrier.
 */
export function OutboxPanel({ merchant }: { merchant: string }) {
  const { t } = useTranslation();
  // The filter and page live in the address, so a reload or a shared link shows the same.
  const { params, page, update, setPage } = useAddressParams();
  const channel = oneOf(consoleSettings.outboxChannels, params.get('channel'));
  const recipient = params.get('recipient')?.trim() || undefined;
  const [search, setSearch] = useState(recipient ?? '');
  const [opened, setOpened] = useState<string | null>(null);
  const messages = useQuery({
    ...outboxQuery(merchant, { channel, recipient }, page),
    placeholderData: (previous) => previous,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ recipient: search.trim() });
  };

  return (
    <section className="panel settings-panel" data-testid="outbox">
      <h2>{t('settings.outbox.title')}</h2>
      <p className="settings-intro">{t('settings.outbox.intro')}</p>
      <div className="toolbar">
        <StatusTabs
          statuses={consoleSettings.outboxChannels}
          current={channel}
          onChange={(next) => update({ channel: next })}
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
          <RefreshButton query={messages} className="button" />
        </form>
      </div>
      <QueryView
        query={messages}
        empty={{
          when: (data) => data.list.length === 0,
          message:
            channel || recipient ? t('settings.outbox.emptyFiltered') : t('settings.outbox.empty'),
          testId: 'outbox-empty',
        }}
      >
        {(data) => (
          <PagedTable
            label={t('settings.outbox.tableLabel')}
            columns={[
              t('settings.outbox.time'),
              t('settings.outbox.channel'),
              t('settings.outbox.recipient'),
              t('settings.outbox.message'),
              t('settings.outbox.provider'),
              t('common.status'),
            ]}
            page={page}
            totals={data}
            onPage={setPage}
            pagesLabel={t('settings.outbox.pages')}
          >
            {data.list.map((message) => (
              <OutboxRow
                key={message.id}
                message={message}
                opened={opened === message.id}
                onToggle={() => setOpened(opened === message.id ? null : message.id)}
              />
            ))}
          </PagedTable>
        )}
      </QueryView>
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
