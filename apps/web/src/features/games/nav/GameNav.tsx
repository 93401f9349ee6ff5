import type { GameCategory } from '@croupier/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { lazyNamed } from '../../../app/chunks';
import { Icon } from '../../../ui/icons';
import { Loader } from '../../../ui/Loader';
import { useNavEntries } from '../../../app/games/menus';
import { useGameStartStore } from '../../../app/games/start-store';
import { CategoryMenu } from './CategoryMenu';

// Loaded right after the first render (nav/slots.tsx): the game entries of the header and side
// menu. The start layer is a chunk of its own, loaded when the first game is started.
const GameStartLayer = lazyNamed(() => import('../start/GameStartLayer'), 'GameStartLayer');

/** The nav's game categories (those with vendors) with their drop-downs, and DS88 after Live. */
export function GameNavItems() {
  const { t } = useTranslation();
  const startVendor = useGameStartStore((state) => state.startVendor);
  return useNavEntries().map((entry) => {
    if (entry.kind === 'vendor')
      return (
        <li key={`vendor-${entry.vendor.vassalage}`}>
          <button
            type="button"
            className="nav-entry"
            onClick={() => startVendor(entry.vendor, entry.category)}
            data-testid="nav-vendor"
          >
            {entry.vendor.displayName}
          </button>
        </li>
      );
    return (
      <li key={entry.category}>
        {entry.vendors.length > 0 ? (
          <CategoryMenu entry={entry} />
        ) : (
          <NavLink to={entry.route}>{t(`categories.${entry.category}`)}</NavLink>
        )}
      </li>
    );
  });
}

/** Mounts the start layer while a start is under way. */
export function GameStartMount() {
  const active = useGameStartStore((state) => state.active);
  if (!active) return null;
  return (
    <Suspense
      fallback={
        <div className="game-start-overlay">
          <Loader />
        </div>
      }
    >
      <GameStartLayer />
    </Suspense>
  );
}

const bottomBarCategories: readonly GameCategory[] = ['ESPORTS', 'PVP'];

/** The side menu's game entries: all of them in the Game Center, e-sports and PVP at the bottom. */
export function SideGameItems({
  place,
  then,
}: {
  place: 'centre' | 'bottom';
  then: (action: () => void) => () => void;
}) {
  const { t } = useTranslation();
  const startVendor = useGameStartStore((state) => state.startVendor);
  const entries = useNavEntries().filter(
    (entry) =>
      place === 'centre' ||
      (entry.kind === 'category' && bottomBarCategories.includes(entry.category)),
  );
  const iconSize = place === 'centre' ? 20 : 22;
  const closeMenu = then(() => {});
  return entries.map((entry) =>
    entry.kind === 'category' ? (
      <li key={entry.category}>
        <Link to={entry.route} onClick={closeMenu}>
          <Icon name={entry.category} size={iconSize} />
          {t(`categories.${entry.category}`)}
        </Link>
      </li>
    ) : (
      <li key={`vendor-${entry.vendor.vassalage}`}>
        <button type="button" onClick={then(() => startVendor(entry.vendor, entry.category))}>
          <Icon name={entry.category} size={iconSize} />
          {entry.vendor.displayName}
        </button>
      </li>
    ),
  );
}
