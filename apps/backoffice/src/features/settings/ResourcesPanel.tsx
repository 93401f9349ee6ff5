import { consoleSettings } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { QueryView } from '../../ui/QueryView';
import { RowActions, RowButton } from '../../ui/RowActions';
import { resourcesQuery, settingsActions, type ResourceSetting } from './api';
import { draftErrors, settingsErrorText } from './form-errors';
import { SettingField, SettingsPanel } from './parts';
import { SettingsDialog, useDialogSave } from './SettingsDialog';

type Editing = { mode: 'add' } | { mode: 'edit'; resource: ResourceSetting };

/** Only http(s) addresses are shown as pictures: the list never loads `data:` or scripts. */
const isPicture = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

/**
 * The apps the site offers for download (the right bar's QR codes and the download page):
 * one per platform, with its address, its QR code picture and its label.
 */
export function ResourcesPanel({ merchant, canChange }: { merchant: string; canChange: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resources = useQuery(resourcesQuery(merchant));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<ResourceSetting | null>(null);
  const [notice, setNotice] = useState('');
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: resourcesQuery(merchant).queryKey });

  const remove = useMutation({
    mutationFn: (resourceType: string) => settingsActions.deleteResource(resourceType),
    onSuccess: async (_answer, resourceType) => {
      setRemoving(null);
      setNotice(t('settings.resources.removed', { type: resourceType }));
      await refresh();
    },
  });

  return (
    <SettingsPanel
      title={t('settings.resources.title')}
      intro={t('settings.resources.intro')}
      testId="resources-settings"
    >
      {canChange && (
        <div className="toolbar">
          <span />
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setNotice('');
              setEditing({ mode: 'add' });
            }}
          >
            {t('settings.resources.add')}
          </button>
        </div>
      )}
      <Notice message={notice} />
      <QueryView
        query={resources}
        empty={{
          when: (list) => list.length === 0,
          message: t('settings.resources.empty'),
          testId: 'resources-empty',
        }}
      >
        {(list) => (
          <DataTable
            label={t('settings.resources.tableLabel')}
            columns={[
              t('settings.resources.type'),
              t('settings.resources.label'),
              t('settings.resources.url'),
              t('settings.resources.qrCode'),
              { label: t('settings.resources.sortOrder'), numeric: true },
              canChange && t('common.actions'),
            ]}
          >
            {list.map((resource) => (
              <tr key={resource.resourceType} data-testid={`resource-${resource.resourceType}`}>
                <td>
                  <code>{resource.resourceType}</code>
                  <div className="muted">
                    {t(`settings.resources.types.${resource.resourceType}`, { defaultValue: '' })}
                  </div>
                </td>
                <td>{resource.labelNameEn ?? t('common.none')}</td>
                <td className="break">{resource.url}</td>
                <td>
                  {isPicture(resource.qrCodeUrl) ? (
                    <img
                      className="qr-thumb"
                      src={resource.qrCodeUrl}
                      alt={t('settings.resources.qrAlt', { type: resource.resourceType })}
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                  ) : (
                    <span className="break">{resource.qrCodeUrl ?? t('common.none')}</span>
                  )}
                </td>
                <td className="numeric">{resource.sortOrder}</td>
                {canChange && (
                  <td>
                    <RowActions>
                      <RowButton
                        label={t('settings.edit')}
                        fullLabel={t('settings.resources.editType', {
                          type: resource.resourceType,
                        })}
                        onClick={() => {
                          setNotice('');
                          setEditing({ mode: 'edit', resource });
                        }}
                      />
                      <RowButton
                        label={t('settings.resources.remove')}
                        fullLabel={t('settings.resources.removeType', {
                          type: resource.resourceType,
                        })}
                        tone="danger"
                        onClick={() => {
                          setNotice('');
                          remove.reset();
                          setRemoving(resource);
                        }}
                      />
                    </RowActions>
                  </td>
                )}
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      {editing && (
        <ResourceDialog
          editing={editing}
          taken={resources.data?.map((resource) => resource.resourceType) ?? []}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            setNotice(t('settings.resources.saved', { type: saved.resourceType }));
            await refresh();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('settings.resources.removeTitle')}
          message={t('settings.resources.removeMessage', {
            type: removing.resourceType,
            url: removing.url,
          })}
          confirmLabel={t('settings.resources.remove')}
          tone="danger"
          busy={remove.isPending}
          error={remove.isError ? settingsErrorText(remove.error) : null}
          onConfirm={() => remove.mutate(removing.resourceType)}
          onClose={() => setRemoving(null)}
          testId="resource-remove-confirm"
        />
      )}
    </SettingsPanel>
  );
}

type ResourceDraft = {
  resourceType: string;
  url: string;
  qrCodeUrl: string;
  labelNameEn: string;
  sortOrder: string;
};

function ResourceDialog({
  editing,
  taken,
  onClose,
  onSaved,
}: {
  editing: Editing;
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
      <SettingField
        label={t('settings.resources.url')}
        hint={t('settings.resources.urlHint')}
        error={errors.url}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="url"
            value={draft.url}
            onChange={(event) => set({ url: event.target.value })}
          />
        )}
      </SettingField>
      <SettingField
        label={t('settings.resources.qrCode')}
        hint={t('settings.resources.qrCodeHint')}
        error={errors.qrCodeUrl}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="url"
            value={draft.qrCodeUrl}
            onChange={(event) => set({ qrCodeUrl: event.target.value })}
          />
        )}
      </SettingField>
      <div className="form-grid form-grid-narrow">
        <SettingField label={t('settings.resources.label')} error={errors.labelNameEn}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.labelNameEn}
              maxLength={64}
              onChange={(event) => set({ labelNameEn: event.target.value })}
            />
          )}
        </SettingField>
        <SettingField
          label={t('settings.resources.sortOrder')}
          error={errors.sortOrder}
          errorValues={{ min: 0, max: 1000 }}
        >
          {(control) => (
            <input
              {...control}
              className="input input-number"
              type="number"
              min={0}
              max={1000}
              value={draft.sortOrder}
              onChange={(event) => set({ sortOrder: event.target.value })}
            />
          )}
        </SettingField>
      </div>
    </SettingsDialog>
  );
}
