import { supportedLanguages } from '@croupier/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../ui/format';
import { ToggleTabs } from '../../ui/StatusTabs';
import { moved, type ContentLanguage, type ContentStatus } from './api';

/** The ids a control's `aria-describedby` names: its error and its hint, when shown. */
export function describedByOf(id: string, hint?: string, error?: string): string | undefined {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and inline error under its control, with the ids `describedByOf` names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
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
    </>
  );
}

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
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedByOf(id, hint, error),
      })}
      <FieldNotes id={id} hint={hint} error={error} />
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

/**
 * Up and down buttons that move the row `id` of an ordered list; `onOrder` gets the list's
 * new order of `ids`.
 */
export function MoveButtons({
  name,
  ids,
  id,
  disabled,
  onOrder,
}: {
  name: string;
  ids: number[];
  id: number;
  disabled: boolean;
  onOrder: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const index = ids.indexOf(id);
  return (
    <span className="move-buttons">
      <button
        type="button"
        className="icon-button icon-button-small"
        onClick={() => onOrder(moved(ids, id, -1))}
        disabled={disabled || index === 0}
        aria-label={t('content.moveUp', { name })}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="icon-button icon-button-small"
        onClick={() => onOrder(moved(ids, id, 1))}
        disabled={disabled || index === ids.length - 1}
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
    <ToggleTabs
      label={t('content.fields.language')}
      tabs={supportedLanguages.map((language) => ({
        value: language,
        label: t(`content.languages.${language}`),
      }))}
      current={current}
      onChange={onChange}
    />
  );
}

/** A list filter in the toolbar: one of `options`, or all of them. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  label: string;
  value: V | undefined;
  options: readonly V[];
  labelOf: (option: V) => string;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="inline-field">
      <span>{label}</span>
      <select
        className="select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('common.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The language filter of a list: one content language, or all. */
export function LanguageFilter({
  value,
  onChange,
}: {
  value: ContentLanguage | undefined;
  onChange: (language: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('content.fields.language')}
      value={value}
      options={supportedLanguages}
      labelOf={(language) => t(`content.languages.${language}`)}
      onChange={onChange}
    />
  );
}
