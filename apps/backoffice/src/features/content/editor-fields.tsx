import { consoleContent, supportedLanguages } from '@croupier/contract';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/CheckboxField';
import type { ContentLanguage } from './api';
import { FormField } from './parts';
import { RichTextField } from './RichTextField';

// The fields the announcement and help-article editors share; spread `editor.field(key)` on
// them for the value, its problem and the change handler.

type FieldProps<V> = { value: V; error?: string; onChange: (value: V) => void };

export function LanguageField({ value, error, onChange }: FieldProps<ContentLanguage>) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('content.fields.language')}
      error={error}
      control={(props) => (
        <select
          {...props}
          className="select"
          value={value}
          onChange={(event) => onChange(event.target.value as ContentLanguage)}
        >
          {supportedLanguages.map((language) => (
            <option key={language} value={language}>
              {t(`content.languages.${language}`)}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * A labelled text input (`type` may make it a number or a date and time); other input
 * attributes go on the input. `suggestions` are values the browser offers while typing (a
 * datalist with that id), each shown with its `labelOf`.
 */
export function TextField({
  label,
  hint,
  value,
  error,
  onChange,
  suggestions,
  ...input
}: FieldProps<string> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'list'> & {
    label: string;
    hint?: string;
    suggestions?: { id: string; values: readonly string[]; labelOf?: (value: string) => string };
  }) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      control={(props) => (
        <>
          <input
            {...props}
            className="input"
            list={suggestions?.id}
            {...input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {suggestions && (
            <datalist id={suggestions.id}>
              {suggestions.values.map((suggestion) => (
                <option key={suggestion} value={suggestion}>
                  {suggestions.labelOf?.(suggestion)}
                </option>
              ))}
            </datalist>
          )}
        </>
      )}
    />
  );
}

/** The place in its list, typed as text so an empty field can say it is needed. */
export function SortOrderField(props: FieldProps<string>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('content.fields.sortOrder')}
      hint={t('content.hints.sortOrder')}
      type="number"
      min={0}
      step={1}
      {...props}
    />
  );
}

export function TitleField(props: FieldProps<string> & { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('content.fields.title')}
      maxLength={consoleContent.contentLimits.title}
      {...props}
    />
  );
}

export function ContentField({ value, error, onChange }: FieldProps<string>) {
  const { t } = useTranslation();
  return (
    <RichTextField
      label={t('content.fields.content')}
      value={value}
      onChange={onChange}
      error={error}
      hint={t('content.hints.content')}
      maxLength={consoleContent.contentLimits.content}
    />
  );
}

/** On or off for players; `label` says what "on" means for this kind of content. */
export function EnabledField({ value, onChange, label }: FieldProps<boolean> & { label: string }) {
  return (
    <CheckboxField className="checkbox-field" label={label} checked={value} onChange={onChange} />
  );
}
