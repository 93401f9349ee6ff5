import { clickThroughCategories, type GameVendor } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader } from '../../../ui/Loader';
import { useVassGameTypes } from '../api';
import { useGamesCatalogue } from '../../../app/games/catalogue';
import type { NavCategory } from '../../../app/games/menus';
import { useGameStartStore } from '../../../app/games/start-store';
import './dropdown.css';

/** The header grid shows this many of a vendor's games; the category page has the rest. */
export const dropdownGameCount = 12;

/**
 * A category's drop-down: its vendors and, except for sports and lottery (spec §9 "vendor
 * click-through"), a grid of the pointed vendor's first games. A vendor opens its category
 * page with it selected; a sports or lottery vendor starts straight away.
 */
export function CategoryDropdown({
  entry,
  onChoose,
}: {
  entry: NavCategory;
  onChoose: () => void;
}) {
  useGamesCatalogue();
  const { t } = useTranslation();
  const startVendor = useGameStartStore((state) => state.startVendor);
  const clickThrough = clickThroughCategories.includes(entry.category);
  const [pointed, setPointed] = useState(entry.vendors[0]?.vassalage);

  const vendorLabel = (vendor: GameVendor) => (
    <>
      {vendor.smallIcon && (
        <img src={vendor.smallIcon} alt="" width={24} height={24} loading="lazy" />
      )}
      <span>{vendor.displayName}</span>
      {vendor.maintenance && <span className="game-badge">{t('games.card.maintenance')}</span>}
      {vendor.demoOnly && <span className="game-badge">{t('common.demo')}</span>}
    </>
  );

  return (
    <div className={clickThrough ? 'dropdown-content' : 'dropdown-content with-grid'}>
      <ul className="dropdown-vendors" aria-label={t('games.nav.vendors')}>
        {entry.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            {clickThrough ? (
              <button
                type="button"
                onClick={() => {
                  onChoose();
                  startVendor(vendor, entry.category);
                }}
              >
                {vendorLabel(vendor)}
              </button>
            ) : (
              <Link
                to={`${entry.route}?page=${encodeURIComponent(vendor.vassalage)}`}
                aria-current={pointed === vendor.vassalage ? 'true' : undefined}
                onMouseEnter={() => setPointed(vendor.vassalage)}
                onFocus={() => setPointed(vendor.vassalage)}
                onClick={onChoose}
              >
                {vendorLabel(vendor)}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {!clickThrough && pointed && (
        <VendorGameGrid entry={entry} vendor={pointed} onChoose={onChoose} />
      )}
    </div>
  );
}

function VendorGameGrid({
  entry,
  vendor,
  onChoose,
}: {
  entry: NavCategory;
  vendor: string;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const startGame = useGameStartStore((state) => state.startGame);
  const types = useVassGameTypes();
  const games = (types.data?.[entry.category]?.[vendor] ?? []).slice(0, dropdownGameCount);
  const displayName = entry.vendors.find((entry) => entry.vassalage === vendor)?.displayName;

  return (
    <div className="dropdown-games" data-testid="dropdown-games">
      {types.isPending ? (
        <Loader />
      ) : games.length === 0 ? (
        <p className="dropdown-empty">{t('games.nav.noGames')}</p>
      ) : (
        <ul aria-label={t('games.nav.gamesOf', { vendor: displayName })}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <button
                type="button"
                onClick={() => {
                  onChoose();
                  startGame(game);
                }}
              >
                <img src={game.showIcon} alt="" width={56} height={56} loading="lazy" />
                <span>{game.gameName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link
        className="dropdown-all"
        to={`${entry.route}?page=${encodeURIComponent(vendor)}`}
        onClick={onChoose}
      >
        {t('games.nav.allGamesOf', { vendor: displayName })}
      </Link>
    </div>
  );
}
