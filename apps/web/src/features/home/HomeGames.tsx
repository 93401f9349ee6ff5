import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../app/games/hot-games';
import { useGamesCatalogue } from '../../app/games/catalogue';
import { AllGames } from './AllGames';
import { useHomeGamesCatalogue } from './catalogue';
import { GameLane } from './GameLane';
import { usePopularGames } from './games-api';
import { WinnerBoard } from './WinnerBoard';
import './home-games.css';

/**
 * The home page's games (spec §2 home): hot games, popular games, the winner board and the
 * whole catalogue paged 21 then 18. A chunk of its own, loaded after the first render.
 */
export function HomeGames() {
  // The lobby's game cards, with their words, start games from here too.
  useGamesCatalogue();
  useHomeGamesCatalogue();
  // Each section asks for its own games: an answer redraws that section alone, not the cards
  // of the others already on screen.
  return (
    <div className="home-games" data-testid="home-games">
      <HotGames />
      <div className="home-columns">
        <PopularGames />
        <WinnerBoard />
      </div>
      <AllGames />
    </div>
  );
}

function HotGames() {
  const { t } = useTranslation();
  return (
    <GameLane
      title={t('homeGames.hot')}
      games={useHotGames()}
      emptyText={t('homeGames.noHot')}
      seeAll="/hot"
      testId="hot-games"
    />
  );
}

function PopularGames() {
  const { t } = useTranslation();
  return (
    <GameLane
      title={t('homeGames.popular')}
      games={usePopularGames()}
      emptyText={t('homeGames.noPopular')}
      testId="popular-games"
    />
  );
}
