import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, type FieldErrors } from './form-errors';

const domainsMax = 20;

/**
 * The host names that serve the brand, one per row. A row can be added, edited and removed;
 * each row carries its own error (a malformed name, one already serving another brand).
 */
export function DomainsField({
  domains,
  errors,
  onChange,
}: {
  domains: string[];
  errors: FieldErrors;
  onChange: (domains: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const focusRow = useRef<number | null>(null);

  // After the list re-renders, the row just added (or the one that moved up after a
  // removal) gets the keyboard, so adding and removing never drops focus to the page.
  useEffect(() => {
    if (focusRow.current === null) return;
    list.current?.querySelectorAll<HTMLInputElement>('input')[focusRow.current]?.focus();
    focusRow.current = null;
  });

  const listError = errors.domains;
  return (
    <fieldset className="brand-fieldset">
      <legend>{t('brands.form.domains')}</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {t('brands.form.domainsHint')}
      </p>
      {listError && <span className="field-error">{fieldErrorText(listError)}</span>}
      {domains.length === 0 && <p className="muted">{t('brands.form.noDomains')}</p>}
      <ul className="domain-rows" ref={list}>
        {domains.map((domain, index) => {
          const error = errors[`domains.${index}`];
          const rowId = `${id}-${index}`;
          const label = t('brands.form.domainN', { n: index + 1 });
          return (
            <li key={index} className="domain-row">
              <div className="domain-row-controls">
                <input
                  className="input input-mono"
                  value={domain}
                  aria-label={label}
                  placeholder="play.example.com"
                  spellCheck={false}
                  autoComplete="off"
                  inputMode="url"
                  maxLength={253}
                  onChange={(event) =>
                    onChange(domains.map((old, at) => (at === index ? event.target.value : old)))
                  }
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${rowId}-error` : `${id}-hint`}
                />
                <button
                  type="button"
                  className="button button-small"
                  aria-label={t('brands.form.removeDomain', { domain: domain || label })}
                  onClick={() => {
                    onChange(domains.filter((_, at) => at !== index));
                    if (domains.length > 1) focusRow.current = Math.min(index, domains.length - 2);
                  }}
                >
                  {t('brands.form.remove')}
                </button>
              </div>
              {error && (
                <span className="field-error" id={`${rowId}-error`}>
                  {fieldErrorText(error)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button-small"
        disabled={domains.length >= domainsMax}
        onClick={() => {
          onChange([...domains, '']);
          focusRow.current = domains.length;
        }}
      >
        {t('brands.form.addDomain')}
      </button>
    </fieldset>
  );
}
