import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Tone = 'primary' | 'danger';

/**
 * Cancel, then the action. Without `onConfirm` the action submits the form it stands in. While
 * `busy` both wait, so nothing is sent twice and nobody cancels what is already on its way.
 */
export function DialogActions({
  confirmLabel,
  tone = 'primary',
  busy = false,
  onCancel,
  cancelLabel,
  onConfirm,
  autoFocus,
}: {
  confirmLabel: ReactNode;
  tone?: Tone;
  busy?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  onConfirm?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog-actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('common.cancel')}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`button button-${tone}`}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
        autoFocus={autoFocus}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
