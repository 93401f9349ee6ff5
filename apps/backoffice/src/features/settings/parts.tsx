import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { InputField } from '../../ui/InputField';
import { fieldErrorText } from './form-errors';

/** One changed value, as a confirmation lists it: what it was and what it becomes. */
export type Change = { label: string; before: ReactNode; after: ReactNode };

/** The changes a save will make, so the confirmation says exactly what goes live. */
export function ChangeList({ changes }: { changes: Change[] }) {
  const { t } = useTranslation();
  return (
    <table className="data-table change-list">
      <thead>
        <tr>
          <th scope="col">{t('settings.change.setting')}</th>
          <th scope="col">{t('settings.change.before')}</th>
          <th scope="col">{t('settings.change.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.label}>
            <th scope="row">{change.label}</th>
            <td className="muted">{change.before}</td>
            <td>{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A labelled control of the settings; its error is a key of `settings.fieldErrors`. */
export function SettingField({
  error,
  errorValues,
  ...field
}: Omit<ComponentProps<typeof Field>, 'error'> & {
  error?: string;
  /** Bounds the error's words name (`{{min}}`, `{{max}}`). */
  errorValues?: Record<string, unknown>;
}) {
  return <Field {...field} error={error && fieldErrorText(error, errorValues)} />;
}

/** A text input of the settings, labelled; its error is a key of `settings.fieldErrors`. */
export function SettingInput({
  error,
  errorValues,
  ...field
}: Omit<ComponentProps<typeof InputField>, 'error'> & {
  error?: string;
  /** Bounds the error's words name (`{{min}}`, `{{max}}`). */
  errorValues?: Record<string, unknown>;
}) {
  return <InputField {...field} error={error && fieldErrorText(error, errorValues)} />;
}

/** A number of the settings from `min` to `max`; its error's words name the same bounds. */
export function SettingNumber({
  min,
  max,
  ...field
}: Omit<
  ComponentProps<typeof SettingInput>,
  'errorValues' | 'className' | 'type' | 'min' | 'max'
> & {
  min: number;
  max: number;
}) {
  return (
    <SettingInput
      {...field}
      errorValues={{ min, max }}
      className="input input-number"
      type="number"
      min={min}
      max={max}
    />
  );
}

/** Shown instead of the controls to roles that read the settings but may not change them. */
export function ReadOnlyNote() {
  const { t } = useTranslation();
  return (
    <p className="form-notice" data-testid="settings-read-only">
      {t('settings.readOnly')}
    </p>
  );
}

/** A panel of one group of settings: a heading, what it does, its form. */
export function SettingsPanel({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section className="panel settings-panel" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className="settings-intro">{intro}</p>}
      {children}
    </section>
  );
}

/** A value as a confirmation shows it: empty values say so rather than showing nothing. */
export function shown(value: string | number | boolean | null | undefined, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  return String(value);
}
