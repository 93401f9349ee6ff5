import { supportedLanguages } from '@croupier/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../ui/format';
import type { ContentLanguage, ContentStatus } from './api';

/**
 * A labelled form control with its hint and inline error; `control` gets the id and the
 * described-by ids to put on the input.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  control,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  control: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

const statusTone: Record<ContentStatus, string> = {
  live: 'badge-good',
  scheduled: 'badge-info',
  ended: 'badge-plain',
  disabled: 'badge-bad',
};

/** Whether players see it now, and if not, why. */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${statusTone[status]}`}>{t(`content.status.${status}`)}</span>;
}

export function ScheduleText({ startAt, endAt }: { startAt: string; endAt: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="nowrap">
      {formatTime(startAt)} – {endAt ? formatTime(endAt) : t('content.openEnded')}
    </span>
  );
}

/** Up and down buttons that move one row of an ordered list. */
export function MoveButtons({
  name,
  first,
  last,
  disabled,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="move-buttons">
      <button
        type="button"
        className="icon-button icon-button-small"
        onClick={() => onMove(-1)}
        disabled={disabled || first}
        aria-label={t('content.moveUp', { name })}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="icon-button icon-button-small"
        onClick={() => onMove(1)}
        disabled={disabled || last}
        aria-label={t('content.moveDown', { name })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}

/** One toggle per content language (no "all": these screens show one language at a time). */
export function LanguageTabs({
  current,
  onChange,
}: {
  current: ContentLanguage;
  onChange: (language: ContentLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="status-tabs" role="group" aria-label={t('content.fields.language')}>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          className="status-tab"
          aria-pressed={language === current}
          onClick={() => onChange(language)}
        >
          {t(`content.languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
