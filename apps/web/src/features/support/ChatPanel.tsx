import { contentChat } from '@croupier/contract';
import { formatDateTime } from '@croupier/web-kit/dates';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/session/store';
import { failureText } from '../../i18n/failure-text';
import { LoadFailure } from '../../ui/LoadFailure';
import { Loader } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { useChatThread, useSendChat } from './api';
import './support.css';

/**
 * Customer service built into the site, for a brand with no live-chat provider: the
 * member's thread with the brand's support team, who answer from the console's queue. A
 * visitor is asked to sign in first (and shown the brand's e-mail when it has one).
 */
export function ChatPanel({ onClose, email }: { onClose: () => void; email: string | null }) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  return (
    <Modal title={t('support.chat.title')} onClose={onClose} size="drawer" testId="support-chat">
      {token ? (
        <ChatThread />
      ) : (
        <div className="chat-guest">
          <p>{t('support.chat.signInFirst')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              onClose();
              openModal('login');
            }}
          >
            {t('session.login')}
          </button>
          {email && (
            <p>
              {t('support.chat.orEmail')} <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}

function ChatThread() {
  const { t } = useTranslation();
  const thread = useChatThread(true);
  const log = useRef<HTMLOListElement>(null);
  const count = thread.data?.messages.length ?? 0;

  // New messages scroll into view, as in any messenger.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (thread.isPending) return <Loader />;
  if (thread.isError && !thread.data)
    return <LoadFailure error={thread.error} onRetry={() => void thread.refetch()} />;
  const { messages, status } = thread.data;
  return (
    <div className="chat">
      {messages.length === 0 ? (
        <p className="chat-empty">{t('support.chat.empty')}</p>
      ) : (
        <ol className="chat-log" ref={log} aria-live="polite" aria-label={t('support.chat.title')}>
          {messages.map((message) => (
            <li key={message.id} className={`chat-message chat-from-${message.from}`}>
              <span className="chat-author">
                {message.from === 'staff' ? t('support.chat.team') : t('support.chat.you')}
              </span>
              <p className="chat-body">{message.body}</p>
              <time className="chat-time" dateTime={message.sentAt}>
                {formatDateTime(message.sentAt, { seconds: false })}
              </time>
            </li>
          ))}
        </ol>
      )}
      {status === 'waiting' && <p className="chat-status">{t('support.chat.waiting')}</p>}
      {status === 'closed' && <p className="chat-status">{t('support.chat.closed')}</p>}
      <ChatComposer />
    </div>
  );
}

function ChatComposer() {
  const { t } = useTranslation();
  const send = useSendChat();
  const [text, setText] = useState('');
  const body = text.trim();
  const max = contentChat.chatMessageMaxLength;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!body || body.length > max || send.isPending) return;
    send.mutate(body, { onSuccess: () => setText('') });
  };
  // Enter sends, Shift+Enter starts a new line (as in every messenger).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="chat-text">
        {t('support.chat.message')}
      </label>
      <textarea
        id="chat-text"
        value={text}
        maxLength={max}
        rows={2}
        placeholder={t('support.chat.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {send.isError && (
        <p className="field-error" role="alert">
          {failureText(send.error)}
        </p>
      )}
      <div className="chat-actions">
        <span className="chat-count">
          {text.length} / {max}
        </span>
        <button type="submit" className="button button-primary" disabled={!body || send.isPending}>
          {send.isPending ? t('support.chat.sending') : t('support.chat.send')}
        </button>
      </div>
    </form>
  );
}
