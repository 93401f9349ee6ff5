import { useTranslation } from 'react-i18next';
import type { ConsoleGame } from './api';
import type { LobbyOrder } from './LobbyOrder';
import { Badge, CatalogueRowActions, LobbyState } from './parts';

/**
 * One game of the list: its lobby position (a box to type a new one while the order is being
 * edited), name, vendor, category, state, flags and popular rank, then its buttons.
 */
export function GameRow({
  game,
  order,
  canEdit,
  onAction,
}: {
  game: ConsoleGame;
  order: LobbyOrder;
  canEdit: boolean;
  onAction: (kind: 'toggle' | 'edit') => void;
}) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`game-${game.nodeId}`}>
      <td className="numeric">
        {order.positions && game.offered ? (
          <input
            className="input games-position"
            inputMode="numeric"
            value={order.positions[game.nodeId] ?? String(game.sortOrder)}
            onChange={(event) => order.type(game.nodeId, event.target.value)}
            aria-label={t('games.order.inputLabel', { name: game.name })}
            aria-invalid={order.invalid.has(game.nodeId)}
          />
        ) : game.offered ? (
          game.sortOrder
        ) : (
          t('common.none')
        )}
      </td>
      <td>
        <div className="games-name">
          {game.icon && <img src={game.icon} alt="" loading="lazy" />}
          <div>
            {game.name}
            <div className="muted">
              {game.vendorGameId} · #{game.nodeId}
            </div>
          </div>
        </div>
      </td>
      <td>{game.vendorName}</td>
      <td>{t(`games.categories.${game.category}`)}</td>
      <td>
        <LobbyState offered={game.offered} enabled={game.enabled} />
        {game.offered && !game.vendorEnabled && (
          <div className="muted">{t('games.state.vendorOff')}</div>
        )}
      </td>
      <td>
        <div className="games-flags">
          {game.hot && <Badge tone="info">{t('games.hot')}</Badge>}
          {game.maintenance && <Badge tone="pending">{t('games.state.inMaintenance')}</Badge>}
          {game.vendorMaintenance && (
            <Badge tone="pending">{t('games.state.vendorMaintenance')}</Badge>
          )}
          {game.demoOnly && <Badge tone="neutral">{t('games.demo')}</Badge>}
        </div>
      </td>
      <td className="numeric">
        {game.popularRank === null ? t('common.none') : t('games.rank', { rank: game.popularRank })}
      </td>
      {canEdit && (
        <td>
          <CatalogueRowActions
            name={game.name}
            enabled={game.enabled}
            disabled={order.positions !== null}
            onAction={onAction}
          />
        </td>
      )}
    </tr>
  );
}
