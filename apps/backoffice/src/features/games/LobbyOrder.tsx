import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleGame } from './api';
import { parsePosition } from './CatalogueEditDialog';

/** A game's new lobby position, as the reorder call takes it. */
export type LobbyMove = { nodeId: number; sortOrder: number };

/**
 * The lobby positions typed over a page of games (`positions` is null while not editing):
 * which of them are not positions, and the moves of the games whose position changes.
 */
export function useLobbyOrder(rows: ConsoleGame[]) {
  const [positions, setPositions] = useState<Record<number, string> | null>(null);
  const invalid = new Set(
    positions
      ? rows
          .filter((game) => positions[game.nodeId] !== undefined)
          .filter((game) => parsePosition(positions[game.nodeId]!) === null)
          .map((game) => game.nodeId)
      : [],
  );
  const moves: LobbyMove[] = positions
    ? rows.flatMap((game) => {
        const typed = positions[game.nodeId];
        const sortOrder = typed === undefined ? null : parsePosition(typed);
        return sortOrder !== null && sortOrder !== game.sortOrder
          ? [{ nodeId: game.nodeId, sortOrder }]
          : [];
      })
    : [];
  return {
    positions,
    invalid,
    moves,
    start: () => setPositions({}),
    stop: () => setPositions(null),
    type: (nodeId: number, text: string) => setPositions({ ...positions, [nodeId]: text }),
  };
}

export type LobbyOrder = ReturnType<typeof useLobbyOrder>;

/** Edit the positions; while editing, save the moves (after asking) or cancel. */
export function LobbyOrderButtons({ order, onSave }: { order: LobbyOrder; onSave: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="games-order-actions">
      {order.positions === null ? (
        <button type="button" className="button" onClick={order.start}>
          {t('games.order.edit')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled={order.moves.length === 0 || order.invalid.size > 0}
            onClick={onSave}
          >
            {t('games.order.save', { count: order.moves.length })}
          </button>
          <button type="button" className="button" onClick={order.stop}>
            {t('common.cancel')}
          </button>
        </>
      )}
    </div>
  );
}

/** While editing: how positions work, or that one of them is not a position. */
export function LobbyOrderHint({ order }: { order: LobbyOrder }) {
  const { t } = useTranslation();
  if (!order.positions) return null;
  const wrong = order.invalid.size > 0;
  return (
    <p className={wrong ? 'form-error' : 'field-hint'} role="status">
      {wrong ? t('games.fieldErrors.position') : t('games.order.hint')}
    </p>
  );
}
