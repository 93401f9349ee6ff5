import { isFastDrawFamily, vietnamRegionOf } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { balanceKey } from '../../../app/wallet/balance';
import { ErrorState } from '../../../ui/ErrorState';
import { Loader } from '../../../ui/Loader';
import {
  lotteryKey,
  ticketsKey,
  useGameDraws,
  useLotteryGames,
  useRefreshResults,
  useResults,
  type DrawResult,
  type LotteryGame,
} from '../api';
import { usePolling } from '../draw-clock';
import { Countdown, LastResult, useGameClock, type GameClock } from '../parts/DrawClock';
import { ResultsHistory } from '../results/ResultsHistory';
import { GameRules } from '../rules/GameRules';
import { MyTickets } from '../tickets/MyTickets';
import { Trends } from '../trends/Trends';
import { VnTrends } from '../trends/VnTrends';
import { liveResults, type PlayedGame } from '../played-game';
import { BetPanel } from './BetPanel';

/** The sections of a game's page, `?view=` in the address (the bets by default). */
const views = ['bet', 'tickets', 'results', 'trends', 'rules'] as const;
type View = (typeof views)[number];

/**
 * A game's betting view (spec §2 `/lottery?gameCode=&playType=`): the draw's header with
 * its countdown and last result, then the bets, the member's tickets, the results with their
 * proofs, the trends and the rules, one section at a time on a phone.
 */
export function BettingView({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const games = useLotteryGames();
  if (games.isPending) return <Loader />;
  if (games.isError)
    return (
      <ErrorState
        messageKey={games.error instanceof ApiError ? games.error.messageKey : 'system_error'}
        onRetry={() => void games.refetch()}
      />
    );
  const game = games.data.find((candidate) => candidate.gameCode === gameCode);
  if (!game)
    return (
      <section className="empty-state lottery-missing" data-testid="lottery-missing">
        <p>{t('errors.lottery_game_not_found')}</p>
        <Link className="button button-primary" to={pathname}>
          {t('lottery.betting.toLobby')}
        </Link>
      </section>
    );
  return <GameBoard game={game} />;
}

function GameBoard({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  // The trends read fast draws' numbers or Vietnamese sheets' lô; 4D and Thai have none.
  const fast = isFastDrawFamily(game.family);
  const vietnamese = vietnamRegionOf(game.family) !== undefined;
  const shown = views.filter((candidate) => fast || vietnamese || candidate !== 'trends');
  const view: View = shown.find((candidate) => candidate === params.get('view')) ?? 'bet';
  const draws = useGameDraws(game.gameCode);
  const refreshResults = useRefreshResults();
  const live = useResults(game.gameCode, { pageNo: 1, pageSize: liveResults });
  const latest = live.data?.list[0];
  // Until the game's own draws arrive, the one the games call named.
  const known = draws.data ?? (game.currentDraw ? [game.currentDraw] : []);
  const clock = useGameClock(game, known, latest, {
    draws: () =>
      void client.invalidateQueries({ queryKey: [...lotteryKey, 'draws', game.gameCode] }),
    results: () => refreshResults(game.gameCode),
  });

  // A draw is `drawn` while its tickets are paid, `settled` after: the results are asked
  // again until then, and each step asks again for the member's tickets and balance.
  usePolling(latest?.status === 'drawn', 2_000, () => refreshResults(game.gameCode));
  const latestStep = latest && `${latest.numero}:${latest.status}`;
  useEffect(() => {
    if (!latestStep) return;
    void client.invalidateQueries({ queryKey: ticketsKey });
    void client.invalidateQueries({ queryKey: balanceKey });
  }, [client, latestStep]);

  const show = (next: View) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'bet') changed.delete('view');
        else changed.set('view', next);
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="lottery-game" data-testid="lottery-game">
      <DrawHead game={game} clock={clock} latest={latest} />
      <nav className="lottery-sections" aria-label={t('lottery.sections.label')}>
        {shown.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === view}
            onClick={() => show(candidate)}
          >
            {t(`lottery.sections.${candidate}`)}
          </button>
        ))}
      </nav>
      {view === 'bet' && (
        <BetPanel game={game} clock={clock} onShowTickets={() => show('tickets')} />
      )}
      {view === 'tickets' && <MyTickets game={game} now={clock.now} />}
      {view === 'results' && <ResultsHistory game={game} />}
      {view === 'trends' && fast && <Trends game={game as PlayedGame} />}
      {view === 'trends' && vietnamese && <VnTrends gameCode={game.gameCode} />}
      {view === 'rules' && <GameRules game={game} />}
    </section>
  );
}

function DrawHead({
  game,
  clock,
  latest,
}: {
  game: LotteryGame;
  clock: GameClock;
  latest: DrawResult | undefined;
}) {
  const { t } = useTranslation();
  // Back to the lobby of the page it is on: /elott, /lottery, /vnlottery or /seaLottery.
  const lobby = useLocation().pathname;
  return (
    <header className="lottery-game-head">
      <div className="lottery-game-title">
        <Link className="lottery-back" to={lobby}>
          <span aria-hidden="true">‹</span> {t('lottery.betting.toLobby')}
        </Link>
        <h1>{game.name}</h1>
      </div>
      <div className="lottery-game-clock">
        <Countdown clock={clock} />
        <LastResult family={game.family} clock={clock} latest={latest} />
      </div>
    </header>
  );
}
