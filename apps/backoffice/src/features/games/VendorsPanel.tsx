import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import {
  catalogueActions,
  refreshCatalogue,
  vendorsQuery,
  type ConsoleVendor,
  type VendorChange,
} from './api';
import { CatalogueEditDialog } from './CatalogueEditDialog';
import { catalogueErrorText } from './errors';
import { Badge, LobbyState } from './parts';

type VendorAction = { kind: 'toggle' | 'edit'; vendor: ConsoleVendor };

/**
 * The vendors of the catalogue: the merchant's in its lobby order, then those it does not
 * offer. Switching one off hides all its games from the merchant's players at once.
 */
export function VendorsPanel({
  merchant,
  canEdit,
  onNotice,
}: {
  merchant: { code: string; name: string };
  canEdit: boolean;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const vendors = useQuery(vendorsQuery(merchant.code));
  const [action, setAction] = useState<VendorAction | null>(null);

  let body;
  if (vendors.isPending) body = <Loading />;
  else if (vendors.isError)
    body = <ErrorState error={vendors.error} onRetry={() => void vendors.refetch()} />;
  else if (vendors.data.length === 0) body = <EmptyState>{t('games.vendors.empty')}</EmptyState>;
  else
    body = (
      <div className="table-scroll">
        <table className="data-table" aria-label={t('games.vendors.tableLabel')}>
          <thead>
            <tr>
              <th scope="col" className="numeric">
                {t('games.position')}
              </th>
              <th scope="col">{t('games.vendor')}</th>
              <th scope="col">{t('games.kind')}</th>
              <th scope="col" className="numeric">
                {t('games.gamesOn')}
              </th>
              <th scope="col">{t('games.lobby')}</th>
              <th scope="col">{t('games.flags')}</th>
              {canEdit && <th scope="col">{t('common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {vendors.data.map((vendor) => (
              <tr key={vendor.code} data-testid={`vendor-${vendor.code}`}>
                <td className="numeric">{vendor.offered ? vendor.sortOrder : t('common.none')}</td>
                <td>
                  {vendor.name}
                  <div className="muted">{vendor.code}</div>
                </td>
                <td>
                  {t(`games.adapter.${vendor.adapter}`)}
                  {vendor.demoOnly && (
                    <>
                      {' '}
                      <Badge tone="neutral">{t('games.demo')}</Badge>
                    </>
                  )}
                </td>
                <td className="numeric">
                  {t('games.enabledOfTotal', { enabled: vendor.enabledGames, total: vendor.games })}
                </td>
                <td>
                  <LobbyState offered={vendor.offered} enabled={vendor.enabled} />
                </td>
                <td>
                  <div className="games-flags">
                    {vendor.hot && <Badge tone="info">{t('games.hot')}</Badge>}
                    {vendor.maintenance && (
                      <Badge tone="pending">{t('games.state.inMaintenance')}</Badge>
                    )}
                  </div>
                </td>
                {canEdit && (
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => setAction({ kind: 'toggle', vendor })}
                        aria-label={t(vendor.enabled ? 'games.switchOffFor' : 'games.switchOnFor', {
                          name: vendor.name,
                        })}
                      >
                        {t(vendor.enabled ? 'games.switchOff' : 'games.switchOn')}
                      </button>
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => setAction({ kind: 'edit', vendor })}
                        aria-label={t('games.editFor', { name: vendor.name })}
                      >
                        {t('games.edit')}
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      <div className="panel" aria-busy={vendors.isFetching}>
        {body}
      </div>
      {action && (
        <VendorActionDialog
          action={action}
          merchant={merchant}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            onNotice(message);
          }}
        />
      )}
    </>
  );
}

function VendorActionDialog({
  action,
  merchant,
  onClose,
  onDone,
}: {
  action: VendorAction;
  merchant: { code: string; name: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { vendor } = action;
  const save = useMutation({
    mutationFn: (change: VendorChange) => catalogueActions.updateVendor(vendor.code, change),
    onSuccess: (updated) => {
      void refreshCatalogue(queryClient, merchant.code);
      onDone(t('games.vendors.saved', { name: updated.name }));
    },
  });

  if (action.kind === 'edit') {
    return (
      <CatalogueEditDialog
        title={t('games.vendors.editTitle', { name: vendor.name })}
        current={vendor}
        busy={save.isPending}
        error={save.error}
        errorText={catalogueErrorText}
        onSave={(change) => save.mutate(change)}
        onClose={onClose}
        testId="vendor-edit-dialog"
      />
    );
  }
  const switchingOn = !vendor.enabled;
  const names = { name: vendor.name, merchant: merchant.name };
  return (
    <ConfirmDialog
      title={t(switchingOn ? 'games.vendors.switchOnTitle' : 'games.vendors.switchOffTitle', names)}
      message={
        <p>
          {switchingOn
            ? t(vendor.offered ? 'games.vendors.switchOnText' : 'games.vendors.offerText', names)
            : t('games.vendors.switchOffText', names)}
        </p>
      }
      confirmLabel={t(switchingOn ? 'games.switchOn' : 'games.switchOff')}
      tone={switchingOn ? 'primary' : 'danger'}
      busy={save.isPending}
      error={save.error ? catalogueErrorText(save.error) : null}
      onConfirm={() => save.mutate({ enabled: switchingOn })}
      onClose={onClose}
      testId="vendor-toggle-dialog"
    />
  );
}
