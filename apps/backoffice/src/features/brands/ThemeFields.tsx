import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandTheme } from './api';
import { fieldErrorText, type FieldErrors } from './form-errors';

export const themeColours = ['primary', 'accent', 'background', 'surface', 'text'] as const;
export type ThemeColour = (typeof themeColours)[number];

const hex = /^#[0-9a-fA-F]{6}$/;
export const isHexColour = (value: string) => hex.test(value);

/**
 * The brand's five colours, each as a colour picker and as hex text: the picker for choosing
 * by eye, the text for pasting the exact value from a brand guide.
 */
export function ThemeFields({
  theme,
  errors,
  onChange,
}: {
  theme: BrandTheme;
  errors: FieldErrors;
  onChange: (theme: BrandTheme) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="brand-fieldset">
      <legend>{t('brands.form.theme')}</legend>
      <div className="theme-fields">
        {themeColours.map((colour) => {
          const value = theme[colour];
          const error = errors[`theme.${colour}`];
          const fieldId = `${id}-${colour}`;
          return (
            <div className="field theme-field" key={colour}>
              <label htmlFor={fieldId}>{t(`brands.colours.${colour}`)}</label>
              <div className="colour-control">
                <input
                  type="color"
                  className="colour-picker"
                  // A half-typed hex leaves the picker on black rather than on a wrong colour.
                  value={isHexColour(value) ? value.toLowerCase() : '#000000'}
                  onChange={(event) => onChange({ ...theme, [colour]: event.target.value })}
                  aria-label={t('brands.form.pickColour', {
                    colour: t(`brands.colours.${colour}`),
                  })}
                />
                <input
                  id={fieldId}
                  className="input input-mono"
                  value={value}
                  maxLength={7}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => onChange({ ...theme, [colour]: event.target.value.trim() })}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                />
              </div>
              {error && (
                <span className="field-error" id={`${fieldId}-error`}>
                  {fieldErrorText(error)}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * How the colours look together: the site's page, a card on it, its text, a primary button
 * and an accent tag. It follows every keystroke, so a poor contrast shows before saving.
 */
export function ThemePreview({
  theme,
  name,
  logoUrl,
}: {
  theme: BrandTheme;
  name: string;
  logoUrl?: string | null;
}) {
  const { t } = useTranslation();
  const colour = (value: string) => (isHexColour(value) ? value : undefined);
  return (
    <figure className="theme-preview" data-testid="theme-preview">
      <figcaption className="theme-preview-caption">{t('brands.preview.caption')}</figcaption>
      <div
        className="theme-preview-page"
        style={{ background: colour(theme.background), color: colour(theme.text) }}
      >
        <div className="theme-preview-card" style={{ background: colour(theme.surface) }}>
          {logoUrl && <img className="theme-preview-logo" src={logoUrl} alt="" />}
          <strong>{name || t('brands.preview.name')}</strong>
          <span className="theme-preview-tag" style={{ background: colour(theme.accent) }}>
            {t('brands.preview.tag')}
          </span>
          <span
            className="theme-preview-button"
            style={{ background: colour(theme.primary), color: colour(theme.surface) }}
          >
            {t('brands.preview.button')}
          </span>
        </div>
        <span className="theme-preview-text">{t('brands.preview.text')}</span>
      </div>
    </figure>
  );
}

/** The five colours side by side, small, for the brand list. */
export function ThemeSwatches({ theme }: { theme: BrandTheme }) {
  const { t } = useTranslation();
  return (
    <ul className="swatches" aria-label={t('brands.form.theme')}>
      {themeColours.map((colour) => (
        <li
          key={colour}
          className="swatch"
          style={{ background: theme[colour] }}
          title={`${t(`brands.colours.${colour}`)} ${theme[colour]}`}
        >
          <span className="visually-hidden">
            {t(`brands.colours.${colour}`)} {theme[colour]}
          </span>
        </li>
      ))}
    </ul>
  );
}
