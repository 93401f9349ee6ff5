import { vietnamRegions, type VietnamRegion } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';
import {
  lotteryKey,
  useRecentResults,
  useVietnamMenu,
  type GameRecentResults,
  type MenuGame,
} from '../api';
import { useNow } from '../draw-clock';
import { VietnamSheetTable, type NamedSheet } from '../results/ResultSheets';
import { Tabs } from './Tabs';
import { isTodays, numeroDate } from './schedule';
import { NextDrawCountdown, ScheduleText } from './ScheduleParts';

const vietnamFamilies = vietnamRegions.map((region) => `vn-${region}`);

/**
 * /vnlottery without a game (spec §2): the Vietnamese lottery by region, Miền Bắc, Miền
 * Trung, Miền Nam (`?region=`): the day's draws with the countdown to their close and Bet,
 * the provinces drawing on other days, and the region's latest result table.
 */
export function VietnamLottery() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const region = vietnamRegions.find((name) => name === params.get('region')) ?? 'north';
  const menu = useVietnamMenu();
  const results = useRecentResults(vietnamFamilies);
  const choose = (next: VietnamRegion) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('region', next);
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="lottery-lobby lottery-regional" data-testid="vn-lottery">
      <header className="lottery-lobby-header">
        <h1>{t('lottery.title.vn')}</h1>
        <p className="lottery-muted">{t('lottery.vn.intro')}</p>
      </header>
      <Tabs
        label={t('lottery.vn.regions')}
        idPrefix="vn-region"
        tabs={vietnamRegions.map((value) => ({ value, label: t(`lottery.vn.region.${value}`) }))}
        value={region}
        onChange={choose}
      />
      <div
        className="lottery-region-panel"
        role="tabpanel"
        id="vn-region-panel"
        aria-labelledby={`vn-region-tab-${region}`}
      >
        {menu.isPending ? (
          <Loader />
        ) : menu.isError ? (
          <LoadFailure error={menu.error} onRetry={() => void menu.refetch()} />
        ) : (
          <RegionDraws games={menu.data.find((entry) => entry.region === region)?.games ?? []} />
        )}
        <RegionResults region={region} results={results} />
      </div>
    </section>
  );
}

/** The region's games drawing today, then the others with their days. */
function RegionDraws({ games }: { games: MenuGame[] }) {
  const { t } = useTranslation();
  const today = games.filter((game) => game.drawsToday);
  const others = games.filter((game) => !game.drawsToday);
  return (
    <>
      <section aria-labelledby="vn-today-title">
        <h2 id="vn-today-title" className="lottery-regional-title">
          {t('lottery.vn.today')}
        </h2>
        {today.length === 0 ? (
          <p className="empty-state" data-testid="vn-no-draw">
            {t('lottery.vn.noDrawToday')}
          </p>
        ) : (
          <ul className="lottery-lobby-grid" aria-labelledby="vn-today-title">
            {today.map((game) => (
              <ProvinceCard key={game.gameCode} game={game} />
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="vn-other-title">
          <h2 id="vn-other-title" className="lottery-regional-title">
            {t('lottery.vn.otherDays')}
          </h2>
          <ul className="lottery-province-list" aria-labelledby="vn-other-title">
            {others.map((game) => (
              <li key={game.gameCode} data-testid="vn-other-game">
                <span className="lottery-province-name">{game.name}</span>
                <ScheduleText schedule={game.schedule} />
                <BetLink game={game} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A game drawing today: its time, the countdown to its close (or closed for today) and Bet. */
function ProvinceCard({ game }: { game: MenuGame }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const now = useNow(30_000);
  const headingId = `vn-game-${game.gameCode}`;
  const open = isTodays(game.nextDraw, now, game.schedule.utcOffset);
  return (
    <li className="lottery-card" aria-labelledby={headingId} data-testid="vn-game">
      <div className="lottery-card-head">
        <h3 id={headingId}>{game.name}</h3>
        <span className="lottery-chip">
          {t('lottery.vn.drawsAt', { time: game.schedule.time })}
        </span>
      </div>
      {open ? (
        <NextDrawCountdown
          draw={game.nextDraw}
          onClose={() => void client.invalidateQueries({ queryKey: [...lotteryKey, 'vn-menu'] })}
        />
      ) : (
        <p className="lottery-countdown lottery-countdown-none" data-testid="closed-today">
          {t('lottery.vn.closedToday')}
        </p>
      )}
      <BetLink game={game} primary />
    </li>
  );
}

/** Into the game's betting view on this page (spec §2: a game code opens betting). */
function BetLink({ game, primary = false }: { game: MenuGame; primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      className={primary ? 'button button-primary lottery-play' : 'button button-small'}
      to={`/vnlottery?${new URLSearchParams({ gameCode: game.gameCode })}`}
      aria-label={t('lottery.lobby.playGame', { name: game.name })}
    >
      {t('lottery.vn.bet')}
    </Link>
  );
}

/**
 * The region's latest result table: the newest day any of its games has a result for, one
 * column per province drawn that day.
 */
function RegionResults({
  region,
  results,
}: {
  region: VietnamRegion;
  results: ReturnType<typeof useRecentResults>;
}) {
  const { t, i18n } = useTranslation();
  let body;
  if (results.isPending) body = <Loader />;
  else if (results.isError)
    body = <LoadFailure error={results.error} onRetry={() => void results.refetch()} />;
  else {
    const { day, sheets } = latestDayOf(results.data.filter((game) => game.region === region));
    body =
      day === null ? (
        <p className="empty-state" data-testid="vn-no-result">
          {t('lottery.vn.noResult')}
        </p>
      ) : (
        <div className="lottery-sheet-scroll">
          <VietnamSheetTable
            region={region}
            sheets={sheets}
            caption={t('lottery.vn.resultsOf', {
              region: t(`lottery.vn.region.${region}`),
              date: numeroDate(day, i18n.language),
            })}
          />
        </div>
      );
  }
  return (
    <section aria-labelledby="vn-results-title" data-testid="vn-results">
      <h2 id="vn-results-title" className="lottery-regional-title">
        {t('lottery.vn.latestResults')}
      </h2>
      {body}
    </section>
  );
}

/** The newest day with a result among these games, and each game's sheet of that day. */
export function latestDayOf(games: readonly GameRecentResults[]): {
  day: string | null;
  sheets: NamedSheet[];
} {
  const newest = games.flatMap((game) => {
    const draw = game.results.find((result) => result.sheet);
    return draw?.sheet ? [{ game, numero: draw.numero.slice(0, 8), sheet: draw.sheet }] : [];
  });
  const day = newest.reduce<string | null>(
    (latest, entry) => (latest === null || entry.numero > latest ? entry.numero : latest),
    null,
  );
  return {
    day,
    sheets: newest
      .filter((entry) => entry.numero === day)
      .map(({ game, sheet }) => ({ gameCode: game.gameCode, name: game.name, sheet })),
  };
}
