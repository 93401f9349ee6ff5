import { consoleSettings } from '@croupier/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsActions, type ResourceSetting } from './api';
import { draftErrors } from './form-errors';
import { SettingField, SettingInput, SettingNumber } from './parts';
import { SettingsDialog, useDialogSave } from './SettingsDialog';

/** What the dialog is open on: a new app resource, or one of the list's. */
export type ResourceEditing = { mode: 'add' } | { mode: 'edit'; resource: ResourceSetting };

type ResourceDraft = {
  resourceType: string;
  url: string;
  qrCodeUrl: string;
  labelNameEn: string;
  sortOrder: string;
};

/**
 * Adds an app resource (one per platform: its type is taken from the known ones not used yet)
 * or changes one: its address, QR code picture, label and place in the list.
 */
export function ResourceDialog({
  editing,
  taken,
  onClose,
  onSaved,
}: {
  editing: ResourceEditing;
  /** The types the merchant already has. */
  taken: string[];
  onClose: () => void;
  onSaved: (resource: ResourceSetting) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const existing = editing.mode === 'edit' ? editing.resource : null;
  const [draft, setDraft] = useState<ResourceDraft>({
    resourceType: existing?.resourceType ?? '',
    url: existing?.url ?? '',
    qrCodeUrl: existing?.qrCodeUrl ?? '',
    labelNameEn: existing?.labelNameEn ?? '',
    sortOrder: String(existing?.sortOrder ?? taken.length),
  });
  const body = () => ({
    url: draft.url.trim(),
    qrCodeUrl: draft.qrCodeUrl.trim() || null,
    labelNameEn: draft.labelNameEn.trim() || null,
    sortOrder: draft.sortOrder.trim() === '' ? Number.NaN : Number(draft.sortOrder),
  });
  const { save, errors, setErrors } = useDialogSave(
    () =>
      existing
        ? settingsActions.updateResource(existing.resourceType, body())
        : settingsActions.createResource({
            ...body(),
            resourceType: draft.resourceType.trim().toUpperCase(),
          }),
    onSaved,
  );

  const submit = () => {
    const problems = existing
      ? draftErrors(consoleSettings.resourceUpdateBody, body())
      : draftErrors(consoleSettings.resourceCreateBody, {
          ...body(),
          resourceType: draft.resourceType.trim().toUpperCase(),
        });
    const found = problems ?? {};
    if (!existing && taken.includes(draft.resourceType.trim().toUpperCase())) {
      found.resourceType = 'resource_exists';
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const set = (changes: Partial<ResourceDraft>) => setDraft({ ...draft, ...changes });
  /** The app's address, or its QR code picture's: `words` names its label and hint. */
  const addressField = (field: 'url' | 'qrCodeUrl', words: 'url' | 'qrCode') => (
    <SettingInput
      label={t(`settings.resources.${words}`)}
      hint={t(`settings.resources.${words}Hint`)}
      error={errors[field]}
      inputMode="url"
      value={draft[field]}
      onChange={(value) => set({ [field]: value })}
    />
  );

  return (
    <SettingsDialog
      title={
        existing
          ? t('settings.resources.editTitle', { type: existing.resourceType })
          : t('settings.resources.addTitle')
      }
      testId="resource-dialog"
      save={save}
      confirmLabel={existing ? t('settings.save') : t('settings.resources.publish')}
      onSubmit={submit}
      onClose={onClose}
    >
      {!existing && (
        <SettingField
          label={t('settings.resources.type')}
          hint={t('settings.resources.typeHint')}
          error={errors.resourceType}
        >
          {(control) => (
            <>
              <input
                {...control}
                className="input input-mono"
                list={listId}
                value={draft.resourceType}
                maxLength={32}
                autoComplete="off"
                onChange={(event) => set({ resourceType: event.target.value.toUpperCase() })}
              />
              <datalist id={listId}>
                {consoleSettings.appResourceTypes
                  .filter((type) => !taken.includes(type))
                  .map((type) => (
                    <option key={type} value={type}>
                      {t(`settings.resources.types.${type}`)}
                    </option>
                  ))}
              </datalist>
            </>
          )}
        </SettingField>
      )}
      {addressField('url', 'url')}
      {addressField('qrCodeUrl', 'qrCode')}
      <div className="form-grid form-grid-narrow">
        <SettingInput
          label={t('settings.resources.label')}
          error={errors.labelNameEn}
          value={draft.labelNameEn}
          maxLength={64}
          onChange={(labelNameEn) => set({ labelNameEn })}
        />
        <SettingNumber
          label={t('settings.resources.sortOrder')}
          error={errors.sortOrder}
          min={0}
          max={1000}
          value={draft.sortOrder}
          onChange={(sortOrder) => set({ sortOrder })}
        />
      </div>
    </SettingsDialog>
  );
}
