import { boSettings } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { resourcesQuery, settingsActions, type ResourceSetting } from './api';
import { draftErrors, serverFieldErrors, settingsErrorText, type FieldErrors } from './form-errors';
import { Field, SettingsPanel } from './parts';

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

  let body;
  if (resources.isPending) body = <Loading />;
  else if (resources.isError)
    body = <ErrorState error={resources.error} onRetry={() => void resources.refetch()} />;
  else if (resources.data.length === 0)
    body = <EmptyState testId="resources-empty">{t('settings.resources.empty')}</EmptyState>;
  else
    body = (
      <div className="table-scroll">
        <table className="data-table" aria-label={t('settings.resources.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('settings.resources.type')}</th>
              <th scope="col">{t('settings.resources.label')}</th>
              <th scope="col">{t('settings.resources.url')}</th>
              <th scope="col">{t('settings.resources.qrCode')}</th>
              <th scope="col" className="numeric">
                {t('settings.resources.sortOrder')}
              </th>
              {canChange && <th scope="col">{t('common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {resources.data.map((resource) => (
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
                    <span className="row-actions">
                      <button
                        type="button"
                        className="button button-small"
                        aria-label={t('settings.resources.editType', {
                          type: resource.resourceType,
                        })}
                        onClick={() => {
                          setNotice('');
                          setEditing({ mode: 'edit', resource });
                        }}
                      >
                        {t('settings.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button-small button-danger"
                        aria-label={t('settings.resources.removeType', {
                          type: resource.resourceType,
                        })}
                        onClick={() => {
                          setNotice('');
                          remove.reset();
                          setRemoving(resource);
                        }}
                      >
                        {t('settings.resources.remove')}
                      </button>
                    </span>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

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
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      {body}
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const body = () => ({
    url: draft.url.trim(),
    qrCodeUrl: draft.qrCodeUrl.trim() || null,
    labelNameEn: draft.labelNameEn.trim() || null,
    sortOrder: draft.sortOrder.trim() === '' ? Number.NaN : Number(draft.sortOrder),
  });
  const save = useMutation({
    mutationFn: () =>
      existing
        ? settingsActions.updateResource(existing.resourceType, body())
        : settingsActions.createResource({
            ...body(),
            resourceType: draft.resourceType.trim().toUpperCase(),
          }),
    onSuccess: onSaved,
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = existing
      ? draftErrors(boSettings.resourceUpdateBody, body())
      : draftErrors(boSettings.resourceCreateBody, {
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
    <Dialog
      title={
        existing
          ? t('settings.resources.editTitle', { type: existing.resourceType })
          : t('settings.resources.addTitle')
      }
      onClose={onClose}
      busy={save.isPending}
      testId="resource-dialog"
    >
      <form onSubmit={submit} noValidate>
        <fieldset disabled={save.isPending} className="settings-fieldset">
          {!existing && (
            <Field
              label={t('settings.resources.type')}
              hint={t('settings.resources.typeHint')}
              error={errors.resourceType}
            >
              {({ id, describedBy, invalid }) => (
                <>
                  <input
                    id={id}
                    className="input input-mono"
                    list={listId}
                    value={draft.resourceType}
                    maxLength={32}
                    autoComplete="off"
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                    onChange={(event) => set({ resourceType: event.target.value.toUpperCase() })}
                  />
                  <datalist id={listId}>
                    {boSettings.appResourceTypes
                      .filter((type) => !taken.includes(type))
                      .map((type) => (
                        <option key={type} value={type}>
                          {t(`settings.resources.types.${type}`)}
                        </option>
                      ))}
                  </datalist>
                </>
              )}
            </Field>
          )}
          <Field
            label={t('settings.resources.url')}
            hint={t('settings.resources.urlHint')}
            error={errors.url}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className="input"
                inputMode="url"
                value={draft.url}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => set({ url: event.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('settings.resources.qrCode')}
            hint={t('settings.resources.qrCodeHint')}
            error={errors.qrCodeUrl}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className="input"
                inputMode="url"
                value={draft.qrCodeUrl}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => set({ qrCodeUrl: event.target.value })}
              />
            )}
          </Field>
          <div className="form-grid form-grid-narrow">
            <Field label={t('settings.resources.label')} error={errors.labelNameEn}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  className="input"
                  value={draft.labelNameEn}
                  maxLength={64}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => set({ labelNameEn: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('settings.resources.sortOrder')}
              error={errors.sortOrder}
              errorValues={{ min: 0, max: 1000 }}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  className="input input-number"
                  type="number"
                  min={0}
                  max={1000}
                  value={draft.sortOrder}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => set({ sortOrder: event.target.value })}
                />
              )}
            </Field>
          </div>
          {save.isError && !serverFieldErrors(save.error) && (
            <p className="form-error" role="alert">
              {settingsErrorText(save.error)}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button-primary" aria-busy={save.isPending}>
              {existing ? t('settings.save') : t('settings.resources.publish')}
            </button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
