import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { formatTime } from '../../ui/format';
import { QueryView } from '../../ui/QueryView';
import { RowActions, RowButton } from '../../ui/RowActions';
import { connectionsQuery, refreshConnections, type VendorConnection } from './api';
import { ConnectionDialog, type ConnectionSaved } from './ConnectionDialog';
import { OneTimeSecret } from './OneTimeSecret';
import { Badge } from './parts';

/** A secret just made, to show once, and whether its vendor was just added. */
type NewSecret = { connection: VendorConnection; secret: string; added: boolean };

/**
 * How the platform reaches each vendor: its adapter, launch address, whether it has a
 * signing secret, demo flag. The same for every brand. Owners add third-party vendors and
 * change them; admins look.
 */
export function ConnectionsPanel({
  canManage,
  onNotice,
}: {
  canManage: boolean;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const connections = useQuery(connectionsQuery());
  // The form: adding (no connection) or changing one; null while closed.
  const [editing, setEditing] = useState<{ connection?: VendorConnection } | null>(null);
  const [newSecret, setNewSecret] = useState<NewSecret | null>(null);

  const saved = ({ connection, secret }: ConnectionSaved) => {
    const added = editing?.connection === undefined;
    setEditing(null);
    void refreshConnections(queryClient);
    if (secret) setNewSecret({ connection, secret, added });
    else onNotice(t('games.connections.saved', { name: connection.name }));
  };
  const secretStored = () => {
    if (!newSecret) return;
    const { connection, added } = newSecret;
    setNewSecret(null);
    onNotice(
      t(added ? 'games.connections.added' : 'games.connections.rotated', {
        name: connection.name,
      }),
    );
  };

  return (
    <>
      <div className="toolbar">
        <p className="page-intro">{t('games.connections.intro')}</p>
        {canManage && (
          <button type="button" className="button button-primary" onClick={() => setEditing({})}>
            {t('games.connections.add')}
          </button>
        )}
      </div>
      {!canManage && <p className="form-notice">{t('games.connections.ownerOnly')}</p>}
      <div className="panel" aria-busy={connections.isFetching}>
        <QueryView
          query={connections}
          empty={{ when: (list) => list.length === 0, message: t('games.vendors.empty') }}
        >
          {(list) => (
            <DataTable
              label={t('games.connections.tableLabel')}
              columns={[
                t('games.vendor'),
                t('games.kind'),
                t('games.connections.launchUrl'),
                t('games.connections.secret'),
                t('games.flags'),
                { label: t('games.gamesOn'), numeric: true },
                t('games.connections.since'),
                canManage && t('common.actions'),
              ]}
            >
              {list.map((connection) => (
                <ConnectionRow
                  key={connection.code}
                  connection={connection}
                  canManage={canManage}
                  onEdit={() => setEditing({ connection })}
                />
              ))}
            </DataTable>
          )}
        </QueryView>
      </div>
      {editing && (
        <ConnectionDialog
          connection={editing.connection}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {newSecret && <SecretDialog {...newSecret} onClose={secretStored} />}
    </>
  );
}

function ConnectionRow({
  connection,
  canManage,
  onEdit,
}: {
  connection: VendorConnection;
  canManage: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const seamless = connection.adapter === 'seamless';
  return (
    <tr data-testid={`connection-${connection.code}`}>
      <td>
        {connection.name}
        <div className="muted">{connection.code}</div>
      </td>
      <td>{t(`games.adapter.${connection.adapter}`)}</td>
      <td className="connection-url">
        {connection.launchUrl ? <code>{connection.launchUrl}</code> : t('common.none')}
      </td>
      <td>
        {!seamless ? (
          <span className="muted">{t('games.connections.secretNotUsed')}</span>
        ) : connection.hasSecret ? (
          <Badge tone="good">{t('games.connections.secretSet')}</Badge>
        ) : (
          <Badge tone="bad">{t('games.connections.secretMissing')}</Badge>
        )}
      </td>
      <td>
        <div className="games-flags">
          {connection.demoOnly && <Badge tone="neutral">{t('games.demo')}</Badge>}
          {connection.maintenance && <Badge tone="pending">{t('games.state.inMaintenance')}</Badge>}
        </div>
      </td>
      <td className="numeric">{connection.games}</td>
      <td>{formatTime(connection.createdAt)}</td>
      {canManage && (
        <td>
          <RowActions>
            <RowButton
              label={t('games.edit')}
              fullLabel={t('games.editFor', { name: connection.name })}
              onClick={onEdit}
            />
          </RowActions>
        </td>
      )}
    </tr>
  );
}

/**
 * The new secret, once: how the vendor signs with it, the secret to copy, and (for a vendor
 * just added) what comes next. Closing it is the operator saying it is stored.
 */
function SecretDialog({ connection, secret, added, onClose }: NewSecret & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('games.secret.title', { name: connection.name })}
      onClose={onClose}
      testId="secret-dialog"
    >
      <div className="dialog-body">
        <p>
          {t(added ? 'games.secret.addedText' : 'games.secret.rotatedText', {
            name: connection.name,
          })}
        </p>
        <OneTimeSecret secret={secret} label={t('games.secret.label')} />
        <p className="field-hint">{t('games.secret.howToSign', { code: connection.code })}</p>
        {added && <p>{t('games.secret.next', { name: connection.name })}</p>}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('games.secret.stored')}
        </button>
      </div>
    </Dialog>
  );
}
