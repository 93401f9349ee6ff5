import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { lazyNamed, whenIdle } from '../../../app/chunks';
import { enabledCategories } from '../../../app/games/categories';
import { useSite } from '../../../app/site';

/** Runs an action after the side menu has closed. */
type AfterClose = (action: () => void) => () => void;

// The header and side menu are on every page's first render; the game entries (which need the
// vendors of the game menus), their drop-downs and the start layer are one chunk loaded once
// the page is idle after it, so on a phone its code and render do not stretch the page's
// busy first seconds. Until it is there, the header shows the categories the whitelabel tree
// opens, as links.
const gameNav = whenIdle(() => import('./GameNav'));
const GameNavItems = lazyNamed(gameNav, 'GameNavItems');
const GameStartMount = lazyNamed(gameNav, 'GameStartMount');
const SideGameItems = lazyNamed<{ place: 'centre' | 'bottom'; then: AfterClose }>(
  gameNav,
  'SideGameItems',
);

/** The nav's game categories, each with its drop-down once the vendors are known. */
export function HeaderGameNav() {
  const { t } = useTranslation();
  const opened = enabledCategories(useSite().info.whitelabel);
  const fallback = opened.map(({ category, route }) => (
    <li key={category}>
      <NavLink to={route}>{t(`categories.${category}`)}</NavLink>
    </li>
  ));
  return (
    <Suspense fallback={fallback}>
      <GameNavItems />
    </Suspense>
  );
}

/** The launch loader, refusals and vendor game lists, while a game is being started. */
export function GameStartHost() {
  return (
    <Suspense fallback={null}>
      <GameStartMount />
    </Suspense>
  );
}

/** The side menu's Game Center list (`centre`) or its bottom bar of e-sports and PVP. */
export function SideGameEntries(props: { place: 'centre' | 'bottom'; then: AfterClose }) {
  return (
    <Suspense fallback={null}>
      <SideGameItems {...props} />
    </Suspense>
  );
}
