import { useTranslation } from 'react-i18next';
import { useHotGames } from '../games/api';
import { useGamesCatalogue } from '../games/catalogue';
import { AllGames } from './AllGames';
import { useHomeGamesCatalogue } from './catalogue';
import { GameLane } from './GameLane';
import { usePopularGames } from './games-api';
import { WinnerBoard } from './WinnerBoard';
// The lobby's game cards, with their looks and words, start games from here too.
import '../games/games.css';
import './home-games.css';

/**
 * The home page's games (spec §2 home): hot games, popular games, the winner board and the
 * whole catalogue paged 21 then 18. A chunk of its own, loaded after the first render.
 */
export function HomeGames() {
  useGamesCatalogue();
  useHomeGamesCatalogue();
  const { t } = useTranslation();
  const hot = useHotGames();
  const popular = usePopularGames();
  return (
    <div className="home-games" data-testid="home-games">
      <GameLane
        title={t('homeGames.hot')}
        games={hot}
        emptyText={t('homeGames.noHot')}
        seeAll="/hot"
        testId="hot-games"
      />
      <div className="home-columns">
        <GameLane
          title={t('homeGames.popular')}
          games={popular}
          emptyText={t('homeGames.noPopular')}
          testId="popular-games"
        />
        <WinnerBoard />
      </div>
      <AllGames />
    </div>
  );
}
