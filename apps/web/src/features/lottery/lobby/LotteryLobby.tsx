import { isFastDrawFamily } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { ErrorState } from '../../../ui/ErrorState';
import {
  lotteryKey,
  useAllDraws,
  useLotteryGames,
  useRefreshResults,
  useResults,
  type LotteryGame,
  type OpenDraw,
} from '../api';
import { Countdown, LastResult, useGameClock } from '../parts/DrawClock';
import { ScheduleText } from '../regional/ScheduleParts';

/** Which games a lobby lists: /elott the e-lottery's, /lottery every lottery game. */
export type LobbyScope = 'ELOTT' | 'all';

/**
 * The lottery lobby (spec §2, /elott and /lottery without a game): a card per game with its
 * draw interval or schedule, the countdown to the current draw's close, the last result and
 * Play. /elott lists the fast draws; /lottery every game, the fast draws first, then the
 * Vietnamese, 4D and Thai draws (which also have pages of their own: /vnlottery, /seaLottery).
 */
export function LotteryLobby({ scope }: { scope: LobbyScope }) {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const draws = useAllDraws();
  const title = t(scope === 'ELOTT' ? 'lottery.title.elott' : 'lottery.title.all');

  let body;
  if (games.isPending)
    body = (
      <ul className="lottery-lobby-grid" aria-busy="true" aria-label={t('lottery.lobby.games')}>
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="lottery-card lottery-card-skeleton" />
        ))}
      </ul>
    );
  else if (games.isError)
    body = (
      <ErrorState
        messageKey={games.error instanceof ApiError ? games.error.messageKey : 'system_error'}
        onRetry={() => void games.refetch()}
      />
    );
  else {
    const fast = games.data.filter((game) => isFastDrawFamily(game.family));
    const listed =
      scope === 'all'
        ? [...fast, ...games.data.filter((game) => !isFastDrawFamily(game.family))]
        : fast.filter((game) => game.kind === scope);
    body =
      listed.length === 0 ? (
        <p className="empty-state" data-testid="lottery-empty">
          {t('lottery.lobby.empty')}
        </p>
      ) : (
        <ul className="lottery-lobby-grid" aria-label={t('lottery.lobby.games')}>
          {listed.map((game) => (
            <LobbyCard
              key={game.gameCode}
              game={game}
              draws={draws.data?.[game.gameCode] ?? (game.currentDraw ? [game.currentDraw] : [])}
            />
          ))}
        </ul>
      );
  }

  return (
    <section className="lottery-lobby" data-testid="lottery-lobby">
      <header className="lottery-lobby-header">
        <h1>{title}</h1>
        <p className="lottery-muted">
          {t(scope === 'ELOTT' ? 'lottery.lobby.intro' : 'lottery.lobby.introAll')}
        </p>
      </header>
      {body}
    </section>
  );
}

/** One game: its interval or schedule, the running countdown, the last result (live) and Play. */
function LobbyCard({ game, draws }: { game: LotteryGame; draws: OpenDraw[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refreshResults = useRefreshResults();
  const latest = useResults(game.gameCode, { pageNo: 1, pageSize: 1 });
  const clock = useGameClock(game, draws, latest.data?.list[0], {
    draws: () => void client.invalidateQueries({ queryKey: [...lotteryKey, 'draws'] }),
    results: () => refreshResults(game.gameCode),
  });
  const minutes = Math.round((game.drawIntervalSeconds ?? 0) / 60);
  const headingId = `lottery-card-${game.gameCode}`;
  return (
    <li className="lottery-card" aria-labelledby={headingId} data-testid="lottery-card">
      <div className="lottery-card-head">
        <h2 id={headingId}>{game.name}</h2>
        <span className="lottery-chip">
          {game.schedule && game.drawIntervalSeconds === null ? (
            <ScheduleText schedule={game.schedule} />
          ) : (
            t('lottery.lobby.every', { count: minutes })
          )}
        </span>
      </div>
      <Countdown clock={clock} />
      <LastResult family={game.family} clock={clock} latest={latest.data?.list[0]} />
      <Link
        className="button button-primary lottery-play"
        to={`/lottery?${new URLSearchParams({ gameCode: game.gameCode })}`}
        aria-label={t('lottery.lobby.playGame', { name: game.name })}
      >
        {t('lottery.lobby.play')}
      </Link>
    </li>
  );
}
