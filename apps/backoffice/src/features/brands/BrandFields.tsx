import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { InputField } from '../../ui/InputField';
import type { Brand } from './api';
import type { BrandForm } from './brand-form';
import { fieldErrorText, type FieldErrors } from './form-errors';

type TextName = 'code' | 'name' | 'currency' | 'currencySymbol' | 'logoUrl';

/**
 * The brand's own fields: its code and currency (typed once, fixed after), name, symbol and
 * logo, and for a new brand the one whose settings it starts from.
 */
export function BrandFields({
  brand,
  brands,
  form,
  errors,
  onChange,
}: {
  /** The brand being edited; none when one is created. */
  brand?: Brand;
  brands: Brand[];
  form: BrandForm;
  errors: FieldErrors;
  onChange: (field: TextName | 'copySettingsFrom', value: string) => void;
}) {
  const { t } = useTranslation();
  /** A text field's label, value, problem and change, to spread on its input. */
  const text = (name: TextName) => ({
    label: t(`brands.form.${name}`),
    error: errors[name] && fieldErrorText(errors[name]),
    value: form[name],
    onChange: (value: string) => onChange(name, value),
  });

  return (
    <div className="brand-form-grid">
      {brand ? (
        <div className="field">
          <span className="field-label">{t('brands.form.code')}</span>
          <span className="input-mono">
            {brand.code} · {brand.currency}
          </span>
          <span className="field-hint">{t('brands.edit.fixed')}</span>
        </div>
      ) : (
        <InputField
          {...text('code')}
          hint={t('brands.form.codeHint')}
          className="input input-mono"
          maxLength={32}
          spellCheck={false}
          autoComplete="off"
          autoFocus
        />
      )}
      <InputField {...text('name')} maxLength={80} autoFocus={Boolean(brand)} />
      {!brand && (
        <InputField
          {...text('currency')}
          hint={t('brands.form.currencyHint')}
          className="input input-mono"
          maxLength={3}
          autoComplete="off"
          spellCheck={false}
          onChange={(value) => onChange('currency', value.toUpperCase())}
        />
      )}
      <InputField {...text('currencySymbol')} maxLength={4} />
      <InputField
        {...text('logoUrl')}
        hint={t('brands.form.logoUrlHint')}
        maxLength={500}
        inputMode="url"
        spellCheck={false}
        placeholder="https://"
      />
      {/* The first brand of a deployment has none to copy: it gets the default settings. */}
      {!brand && brands.length > 0 && (
        <Field
          label={t('brands.form.copySettingsFrom')}
          hint={t('brands.form.copySettingsFromHint')}
        >
          {(control) => (
            <select
              {...control}
              className="select"
              value={form.copySettingsFrom}
              onChange={(event) => onChange('copySettingsFrom', event.target.value)}
            >
              {brands.map((candidate) => (
                <option key={candidate.code} value={candidate.code}>
                  {candidate.name} ({candidate.code})
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
