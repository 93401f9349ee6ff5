import type { ReactNode } from 'react';
import { goToLobby } from '../app/launch';
import { sharedTexts } from '../i18n/shared';
import { useTexts } from '../i18n/language';

export function Loader({ label }: { label: string }) {
  return (
    <div className="screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

/** A full-screen message with the way back to the lobby (and another action when given). */
export function MessageScreen({
  title,
  body,
  lobby,
  action,
}: {
  title: string;
  body: string;
  lobby: string;
  action?: ReactNode;
}) {
  const texts = useTexts(sharedTexts);
  return (
    <div className="screen" role="alert">
      <h1>{title}</h1>
      <p>{body}</p>
      <div className="screen__actions">
        {action}
        <button type="button" className="button button--primary" onClick={() => goToLobby(lobby)}>
          {texts.backToLobby}
        </button>
      </div>
    </div>
  );
}
