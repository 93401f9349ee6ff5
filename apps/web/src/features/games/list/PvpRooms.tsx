import { useTranslation } from 'react-i18next';
import { useSite } from '../../../app/site';
import { formatWireMoney } from '@croupier/web-kit/money';
import { usePvpRooms, type PvpRoom } from '../api';
import { useGameStartStore, type StartableGame } from '../../../app/games/start-store';

/** A room is entered like a game: its node, with the room as the game's id. */
function roomGame(room: PvpRoom): StartableGame {
  return {
    nodeId: room.nodeId,
    gameId: room.roomId,
    gameName: room.gameName,
    vassalage: room.vassalage,
    displayName: room.vassalage,
    gameType: 'PVP',
    gameCode: null,
    defaultPlayType: null,
    isGame: 'GAME',
  };
}

/** The PVP rooms open now (`GLS2_roomList`), of the chosen vendor when there is one. */
export function PvpRooms({ vendor }: { vendor?: string }) {
  const { t } = useTranslation();
  const currencySymbol = useSite().merchant.currencySymbol;
  const startGame = useGameStartStore((state) => state.startGame);
  const rooms = usePvpRooms(true);
  const shown = (rooms.data ?? []).filter((room) => !vendor || room.vassalage === vendor);
  // The rooms add to the game list below; without any (or while they load) the list says enough.
  if (shown.length === 0) return null;
  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms">
      <h2 id="pvp-rooms-title">{t('games.pvp.rooms')}</h2>
      <ul>
        {shown.map((room) => (
          <li key={room.roomId} className="pvp-room">
            <span className="pvp-room-name">{room.gameName}</span>
            <span className="pvp-room-bet">
              {t('games.pvp.minBet', { amount: formatWireMoney(room.minBet, currencySymbol) })}
            </span>
            {room.maintenance && (
              <span className="game-badge game-badge-maintenance">
                {t('games.card.maintenance')}
              </span>
            )}
            <button
              type="button"
              className="button button-small"
              onClick={() => startGame(roomGame(room))}
              aria-label={t('games.pvp.enterRoom', { name: room.gameName })}
            >
              {t('games.pvp.enter')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
