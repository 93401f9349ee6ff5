import { consoleAdmin } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldControl } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { brandActions, refreshBrands, type Brand, type BrandChanges, type BrandTheme } from './api';
import { DomainsField } from './DomainsField';
import {
  brandErrorText,
  draftErrors,
  fieldErrorText,
  serverFieldErrors,
  type FieldErrors,
} from './form-errors';
import { ThemeFields, ThemePreview } from './ThemeFields';

type BrandForm = {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  logoUrl: string;
  theme: BrandTheme;
  domains: string[];
  copySettingsFrom: string;
};

/** A new brand starts from a neutral dark look; the operator changes it to the brand guide. */
const startingTheme: BrandTheme = {
  primary: '#2456c7',
  accent: '#f5a524',
  background: '#10151c',
  surface: '#1c232d',
  text: '#f2f4f7',
};

function formOf(brand: Brand | undefined, template: string): BrandForm {
  return {
    code: brand?.code ?? '',
    name: brand?.name ?? '',
    currency: brand?.currency ?? '',
    currencySymbol: brand?.currencySymbol ?? '',
    logoUrl: brand?.logoUrl ?? '',
    theme: brand ? { ...brand.theme } : { ...startingTheme },
    domains: brand ? [...brand.domains] : [],
    copySettingsFrom: template,
  };
}

const cleanDomains = (domains: string[]) =>
  domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean);

/** Only what the operator changed is sent, so the audit log records exactly that. */
function changesOf(brand: Brand, form: BrandForm): BrandChanges {
  const changes: BrandChanges = {};
  if (form.name.trim() !== brand.name) changes.name = form.name.trim();
  if (form.currencySymbol.trim() !== brand.currencySymbol) {
    changes.currencySymbol = form.currencySymbol.trim();
  }
  const logoUrl = form.logoUrl.trim() || null;
  if (logoUrl !== brand.logoUrl) changes.logoUrl = logoUrl;
  if (JSON.stringify(form.theme) !== JSON.stringify(brand.theme)) changes.theme = form.theme;
  if (JSON.stringify(form.domains) !== JSON.stringify(brand.domains)) {
    changes.domains = form.domains;
  }
  return changes;
}

/**
 * Creates a brand (owner) or edits one (owner, admin). The contract's rules are checked before
 * sending and the server's refusals land beside their fields; the form keeps what was typed.
 */
export function BrandDialog({
  brand,
  brands,
  onClose,
  onSaved,
}: {
  /** The brand being edited; none to create one. */
  brand?: Brand;
  brands: Brand[];
  onClose: () => void;
  onSaved: (saved: Brand, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaultBrand = brands.find((candidate) => candidate.isDefault) ?? brands[0];
  const [form, setForm] = useState(() => formOf(brand, defaultBrand?.code ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [unchanged, setUnchanged] = useState(false);

  const save = useMutation({
    mutationFn: (payload: { draft?: consoleAdmin.MerchantDraft; changes?: BrandChanges }) =>
      payload.draft
        ? brandActions.create(payload.draft)
        : brandActions.update(brand!.code, payload.changes!),
    onSuccess: async (saved) => {
      // The new brand must be in the switcher's list before the page offers to switch to it.
      await refreshBrands(queryClient);
      onSaved(saved, !brand);
    },
    onError: (error, payload) =>
      setErrors(
        serverFieldErrors(error, payload.draft?.domains ?? payload.changes?.domains ?? []) ?? {},
      ),
  });

  const update = <K extends keyof BrandForm>(field: K, value: BrandForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setUnchanged(false);
    if (save.isError) save.reset();
    // An edited field's old complaint no longer applies (nor do a list's row numbers).
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([path]) => path !== field && !path.startsWith(`${String(field)}.`),
        ),
      ),
    );
  };

  const submit = () => {
    const domains = cleanDomains(form.domains);
    const cleaned = { ...form, domains };
    setForm(cleaned);
    save.reset();
    if (brand) {
      const changes = changesOf(brand, cleaned);
      const problems = draftErrors(consoleAdmin.merchantChanges, changes);
      setErrors(problems ?? {});
      if (problems) return;
      if (Object.keys(changes).length === 0) {
        setUnchanged(true);
        return;
      }
      save.mutate({ changes });
      return;
    }
    const draft: consoleAdmin.MerchantDraft = {
      code: cleaned.code.trim(),
      name: cleaned.name.trim(),
      currency: cleaned.currency.trim().toUpperCase(),
      currencySymbol: cleaned.currencySymbol.trim(),
      logoUrl: cleaned.logoUrl.trim() || null,
      theme: cleaned.theme,
      domains,
      copySettingsFrom: cleaned.copySettingsFrom || undefined,
    };
    const problems = draftErrors(consoleAdmin.merchantDraft, draft);
    setErrors(problems ?? {});
    if (!problems) save.mutate({ draft });
  };

  const field = (
    name: 'code' | 'name' | 'currency' | 'currencySymbol' | 'logoUrl',
    render: (control: FieldControl) => ReactNode,
    hint?: string,
  ) => (
    <Field
      label={t(`brands.form.${name}`)}
      hint={hint}
      error={errors[name] && fieldErrorText(errors[name])}
    >
      {render}
    </Field>
  );

  const hasFieldErrors = Object.keys(errors).length > 0;
  const problem = save.error
    ? brandErrorText(save.error)
    : hasFieldErrors
      ? t('brands.form.checkFields')
      : null;

  return (
    <FormDialog
      title={brand ? t('brands.edit.title', { name: brand.name }) : t('brands.create.title')}
      onClose={onClose}
      busy={save.isPending}
      testId="brand-dialog"
      className="brand-form"
      problem={problem}
      confirmLabel={brand ? t('brands.edit.save') : t('brands.create.save')}
      onSubmit={submit}
    >
      {unchanged && (
        <p className="form-notice" role="status">
          {t('brands.edit.unchanged')}
        </p>
      )}
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
          field(
            'code',
            (control) => (
              <input
                {...control}
                className="input input-mono"
                value={form.code}
                maxLength={32}
                spellCheck={false}
                autoComplete="off"
                autoFocus
                onChange={(event) => update('code', event.target.value)}
              />
            ),
            t('brands.form.codeHint'),
          )
        )}
        {field('name', (control) => (
          <input
            {...control}
            className="input"
            value={form.name}
            maxLength={80}
            autoFocus={Boolean(brand)}
            onChange={(event) => update('name', event.target.value)}
          />
        ))}
        {!brand &&
          field(
            'currency',
            (control) => (
              <input
                {...control}
                className="input input-mono"
                value={form.currency}
                maxLength={3}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => update('currency', event.target.value.toUpperCase())}
              />
            ),
            t('brands.form.currencyHint'),
          )}
        {field('currencySymbol', (control) => (
          <input
            {...control}
            className="input"
            value={form.currencySymbol}
            maxLength={4}
            onChange={(event) => update('currencySymbol', event.target.value)}
          />
        ))}
        {field(
          'logoUrl',
          (control) => (
            <input
              {...control}
              className="input"
              value={form.logoUrl}
              maxLength={500}
              inputMode="url"
              spellCheck={false}
              placeholder="https://"
              onChange={(event) => update('logoUrl', event.target.value)}
            />
          ),
          t('brands.form.logoUrlHint'),
        )}
        {!brand && (
          <Field
            label={t('brands.form.copySettingsFrom')}
            hint={t('brands.form.copySettingsFromHint')}
          >
            {(control) => (
              <select
                {...control}
                className="select"
                value={form.copySettingsFrom}
                onChange={(event) => update('copySettingsFrom', event.target.value)}
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
      <ThemeFields
        theme={form.theme}
        errors={errors}
        onChange={(theme) => update('theme', theme)}
      />
      <ThemePreview
        theme={form.theme}
        name={form.name}
        logoUrl={/^(https:\/\/|\/)\S+$/.test(form.logoUrl.trim()) ? form.logoUrl.trim() : null}
      />
      <DomainsField
        domains={form.domains}
        errors={errors}
        onChange={(domains) => update('domains', domains)}
      />
    </FormDialog>
  );
}
