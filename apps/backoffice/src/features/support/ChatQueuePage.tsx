import { contentChat } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { errorMessage } from '../../i18n';
import { formatTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { QueryView } from '../../ui/QueryView';
import { ToggleTabs } from '../../ui/StatusTabs';
import { chatQueueQuery, chatThreadQuery, closeChat, replyToChat, type ChatStatus } from './api';
import './support.css';

/**
 * Customer service (the built-in chat): the brand's threads by status, longest-waiting
 * first, and the chosen member's thread with the answer box. Both refresh every few seconds.
 */
export function ChatQueuePage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const [status, setStatus] = useState<ChatStatus>('waiting');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<{ memberId: string; username: string } | null>(null);
  const queue = useQuery({
    ...chatQueueQuery(merchant?.code ?? '', status, page),
    enabled: merchant !== undefined,
  });

  return (
    <section className="chat-queue-page">
      <PageHeader title={t('support.title')} />
      <p className="page-intro">{t('support.intro')}</p>
      <div className="chat-queue-layout">
        <div className="chat-queue">
          <ToggleTabs
            label={t('support.statusLabel')}
            tabs={contentChat.chatStatuses.map((value) => ({
              value,
              label: t(`support.status.${value}`),
            }))}
            current={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <QueryView
            query={queue}
            waiting={merchant === undefined}
            empty={{
              when: (data) => data.list.length === 0,
              message: t(`support.empty.${status}`),
              testId: 'chat-queue-empty',
            }}
          >
            {(data) => (
              <>
                <ul className="chat-queue-list" aria-label={t('support.listLabel')}>
                  {data.list.map((chat) => (
                    <li key={chat.memberId}>
                      <button
                        type="button"
                        className="chat-queue-entry"
                        aria-pressed={chosen?.memberId === chat.memberId}
                        onClick={() => setChosen(chat)}
                      >
                        <strong>{chat.username}</strong>
                        <span className="chat-queue-last">{chat.lastMessage}</span>
                        <span className="chat-queue-time">
                          {chat.waitingSince
                            ? t('support.waitingSince', { time: formatTime(chat.waitingSince) })
                            : formatTime(chat.lastMessageAt)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
                <Pager
                  page={page}
                  totalPages={Math.max(1, Math.ceil(data.total / 20))}
                  totalCount={data.total}
                  onChange={setPage}
                  label={t('support.pages')}
                />
              </>
            )}
          </QueryView>
        </div>
        <div className="chat-thread-pane">
          {chosen && merchant ? (
            <ChatThreadPane
              key={chosen.memberId}
              merchant={merchant.code}
              memberId={chosen.memberId}
              username={chosen.username}
            />
          ) : (
            <p className="chat-pick">{t('support.pick')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function ChatThreadPane({
  merchant,
  memberId,
  username,
}: {
  merchant: string;
  memberId: string;
  username: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useQuery(chatThreadQuery(merchant, memberId));
  const [text, setText] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['support'] });
  const reply = useMutation({
    mutationFn: (body: string) => replyToChat(memberId, body),
    onSuccess: () => {
      setText('');
      void refresh();
    },
  });
  const close = useMutation({ mutationFn: () => closeChat(memberId), onSuccess: refresh });
  const body = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body && !reply.isPending) reply.mutate(body);
  };

  return (
    <div className="chat-thread" data-testid="chat-thread">
      <header className="chat-thread-header">
        <h2>{username}</h2>
        <button
          type="button"
          className="button"
          onClick={() => close.mutate()}
          disabled={close.isPending || thread.data?.status === 'closed'}
        >
          {t('support.close')}
        </button>
      </header>
      <QueryView query={thread}>
        {(data) => (
          <ol className="chat-thread-log" aria-label={t('support.threadLabel', { username })}>
            {data.messages.map((message) => (
              <li key={message.id} className={`chat-line chat-line-${message.from}`}>
                <span className="chat-line-author">
                  {message.from === 'staff' ? message.staffName : username}
                </span>
                <p>{message.body}</p>
                <time dateTime={message.sentAt}>{formatTime(message.sentAt)}</time>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      <form className="chat-reply" onSubmit={submit}>
        <label htmlFor="chat-reply-text">{t('support.reply')}</label>
        <textarea
          id="chat-reply-text"
          value={text}
          rows={3}
          maxLength={contentChat.chatMessageMaxLength}
          onChange={(event) => setText(event.target.value)}
        />
        {(reply.isError || close.isError) && (
          <p className="form-problem" role="alert">
            {errorMessage(reply.error ?? close.error)}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={!body || reply.isPending}>
          {t('support.send')}
        </button>
      </form>
    </div>
  );
}
