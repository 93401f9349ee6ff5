import { seaFamilies } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';
import {
  lotteryKey,
  useLotteryGames,
  useRecentResults,
  type GameRecentResults,
  type LotteryGame,
} from '../api';
import { SheetOf } from '../results/ResultSheets';
import { numeroDate } from './schedule';
import { NextDrawCountdown, ScheduleText } from './ScheduleParts';

/**
 * /seaLottery without a game (spec §2): the South-East Asian lotteries, 4D and the Thai
 * government lottery, each with its schedule, the countdown to its next draw's close, Bet,
 * and its latest result (the 23 numbers of 4D, the Thai prizes).
 */
export function SeaLottery() {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const results = useRecentResults(seaFamilies);

  let body;
  if (games.isPending) body = <Loader />;
  else if (games.isError)
    body = <LoadFailure error={games.error} onRetry={() => void games.refetch()} />;
  else {
    const listed = games.data.filter((game) =>
      (seaFamilies as readonly string[]).includes(game.family),
    );
    body =
      listed.length === 0 ? (
        <p className="empty-state" data-testid="sea-empty">
          {t('lottery.sea.empty')}
        </p>
      ) : (
        <div className="lottery-sea-games">
          {listed.map((game) => (
            <SeaGame
              key={game.gameCode}
              game={game}
              results={results}
              board={results.data?.find((entry) => entry.gameCode === game.gameCode)}
            />
          ))}
        </div>
      );
  }

  return (
    <section className="lottery-lobby lottery-regional" data-testid="sea-lottery">
      <header className="lottery-lobby-header">
        <h1>{t('lottery.title.sea')}</h1>
        <p className="lottery-muted">{t('lottery.sea.intro')}</p>
      </header>
      {body}
    </section>
  );
}

/** One lottery: its schedule and next draw with Bet, then its latest result. */
function SeaGame({
  game,
  results,
  board,
}: {
  game: LotteryGame;
  results: ReturnType<typeof useRecentResults>;
  board: GameRecentResults | undefined;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const headingId = `sea-game-${game.gameCode}`;
  const latest = board?.results.find((result) => result.sheet);
  let result;
  if (results.isPending) result = <Loader />;
  else if (results.isError)
    result = <LoadFailure error={results.error} onRetry={() => void results.refetch()} />;
  else if (!latest?.sheet)
    result = (
      <p className="empty-state" data-testid="sea-no-result">
        {t('lottery.sea.noResult')}
      </p>
    );
  else
    result = (
      <div className="lottery-sheet-scroll">
        <SheetOf
          game={game}
          sheet={latest.sheet}
          caption={t('lottery.sea.resultOf', { date: numeroDate(latest.numero, i18n.language) })}
        />
      </div>
    );

  return (
    <section
      className="lottery-card lottery-sea-game"
      aria-labelledby={headingId}
      data-testid="sea-game"
    >
      <div className="lottery-card-head">
        <h2 id={headingId}>{game.name}</h2>
        {game.schedule && <ScheduleText schedule={game.schedule} />}
      </div>
      <NextDrawCountdown
        draw={game.currentDraw}
        onClose={() => void client.invalidateQueries({ queryKey: [...lotteryKey, 'games'] })}
      />
      <Link
        className="button button-primary lottery-play"
        to={`/seaLottery?${new URLSearchParams({ gameCode: game.gameCode })}`}
        aria-label={t('lottery.lobby.playGame', { name: game.name })}
      >
        {t('lottery.vn.bet')}
      </Link>
      <h3 className="lottery-regional-title">{t('lottery.sea.latestResult')}</h3>
      {result}
    </section>
  );
}
