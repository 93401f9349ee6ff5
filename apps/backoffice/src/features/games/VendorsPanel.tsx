import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { QueryView } from '../../ui/QueryView';
import { catalogueActions, vendorsQuery, type ConsoleVendor } from './api';
import { CatalogueActionDialog } from './CatalogueActionDialog';
import { Badge, CatalogueRowActions, LobbyState } from './parts';

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
  const toggleText = (vendor: ConsoleVendor) => {
    const names = { name: vendor.name, merchant: merchant.name };
    if (vendor.enabled) return t('games.vendors.switchOffText', names);
    return t(vendor.offered ? 'games.vendors.switchOnText' : 'games.vendors.offerText', names);
  };

  return (
    <>
      <div className="panel" aria-busy={vendors.isFetching}>
        <QueryView
          query={vendors}
          empty={{ when: (list) => list.length === 0, message: t('games.vendors.empty') }}
        >
          {(list) => (
            <DataTable
              label={t('games.vendors.tableLabel')}
              columns={[
                { label: t('games.position'), numeric: true },
                t('games.vendor'),
                t('games.kind'),
                { label: t('games.gamesOn'), numeric: true },
                t('games.lobby'),
                t('games.flags'),
                canEdit && t('common.actions'),
              ]}
            >
              {list.map((vendor) => (
                <tr key={vendor.code} data-testid={`vendor-${vendor.code}`}>
                  <td className="numeric">
                    {vendor.offered ? vendor.sortOrder : t('common.none')}
                  </td>
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
                    {t('games.enabledOfTotal', {
                      enabled: vendor.enabledGames,
                      total: vendor.games,
                    })}
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
                      <CatalogueRowActions
                        name={vendor.name}
                        enabled={vendor.enabled}
                        onAction={(kind) => setAction({ kind, vendor })}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </DataTable>
          )}
        </QueryView>
      </div>
      {action && (
        <CatalogueActionDialog
          of="vendor"
          kind={action.kind}
          item={action.vendor}
          merchant={merchant}
          toggleText={toggleText(action.vendor)}
          save={(change) => catalogueActions.updateVendor(action.vendor.code, change)}
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
