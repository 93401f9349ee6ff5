import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { QueryView } from '../../ui/QueryView';
import { RowActions, RowButton } from '../../ui/RowActions';
import { resourcesQuery, settingsActions, type ResourceSetting } from './api';
import { settingsErrorText } from './form-errors';
import { SettingsPanel } from './parts';
import { ResourceDialog, type ResourceEditing } from './ResourceDialog';

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
  const [editing, setEditing] = useState<ResourceEditing | null>(null);
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
