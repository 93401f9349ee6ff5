import { consoleAdmin } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import { brandActions, refreshBrands, type Brand, type BrandChanges } from './api';
import {
  changesOf,
  cleanDomains,
  draftOf,
  formOf,
  previewLogo,
  type BrandForm,
} from './brand-form';
import { BrandFields } from './BrandFields';
import { DomainsField } from './DomainsField';
import { brandErrorText, draftErrors, serverFieldErrors, type FieldErrors } from './form-errors';
import { ThemeFields, ThemePreview } from './ThemeFields';
// Its styles travel with it: the console shows it outside the brands page too (first brand).
import './brands.css';

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
    const draft = draftOf(cleaned);
    const problems = draftErrors(consoleAdmin.merchantDraft, draft);
    setErrors(problems ?? {});
    if (!problems) save.mutate({ draft });
  };

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
      <BrandFields brand={brand} brands={brands} form={form} errors={errors} onChange={update} />
      <ThemeFields
        theme={form.theme}
        errors={errors}
        onChange={(theme) => update('theme', theme)}
      />
      <ThemePreview theme={form.theme} name={form.name} logoUrl={previewLogo(form.logoUrl)} />
      <DomainsField
        domains={form.domains}
        errors={errors}
        onChange={(domains) => update('domains', domains)}
      />
    </FormDialog>
  );
}
