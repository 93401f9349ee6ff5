import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';
import { Segmented } from '../../../ui/Segmented';
import { useResults } from '../api';
import { liveResults, type PlayedGame } from '../played-game';
import { subjectsOf, type Subject } from '../engine';
import { useLotteryLabels } from '../parts/labels';
import {
  markCounts,
  markOf,
  numberTrends,
  roadColumns,
  talliesOf,
  type RoadKind,
  type RoadMark,
} from '../trends';

const spans = [liveResults, 50, 100] as const;

/**
 * The trends players expect: over the last N draws, how often each number came and how many
 * draws it has been missing, and the roads of big/small and odd/even of the sum or of one
 * position, each result on the side its bet pays.
 */
export function Trends({ game }: { game: PlayedGame }) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<number>(liveResults);
  const results = useResults(game.gameCode, { pageNo: 1, pageSize: span });
  const draws = (results.data?.list ?? []).flatMap((draw) => (draw.numbers ? [draw.numbers] : []));
  return (
    <section
      className="lottery-section"
      aria-labelledby="lottery-trends-title"
      data-testid="trends"
    >
      <h2 id="lottery-trends-title">{t('lottery.trends.title')}</h2>
      <Segmented<number>
        label={t('lottery.trends.span')}
        options={spans.map((value) => ({
          value,
          label: t('lottery.trends.last', { count: value }),
        }))}
        value={span}
        onChange={setSpan}
        testId="trend-span"
      />
      {results.isPending ? (
        <Loader />
      ) : results.isError ? (
        <LoadFailure error={results.error} onRetry={() => void results.refetch()} />
      ) : draws.length === 0 ? (
        <p className="empty-state">{t('lottery.trends.none')}</p>
      ) : (
        <>
          <Frequencies game={game} draws={draws} />
          <Roads game={game} draws={draws} />
        </>
      )}
    </section>
  );
}

/** Each number's count and missing draws, for one position or for the whole draw. */
function Frequencies({ game, draws }: { game: PlayedGame; draws: (readonly number[])[] }) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const tallies = talliesOf(game.family);
  const [key, setKey] = useState(tallies[0]!.key);
  const tally = (tallies.find((entry) => entry.key === key) ?? tallies[0]!).tally;
  const trends = numberTrends(tally, draws);
  const most = Math.max(...trends.map((trend) => trend.drawn));
  const longest = Math.max(...trends.map((trend) => trend.missing));
  return (
    <div className="lottery-trend" data-testid="frequencies">
      <h3>{t('lottery.trends.frequency', { count: draws.length })}</h3>
      {tallies.length > 1 && (
        <SubjectChoice
          label={t('lottery.trends.position')}
          options={tallies.map((entry, index) => ({
            value: entry.key,
            label: labels.row(
              game.family === 'ssc'
                ? { kind: 'digit', position: index }
                : { kind: 'place', place: index },
            ),
          }))}
          value={key}
          onChange={setKey}
        />
      )}
      <p className="lottery-muted lottery-legend">{t('lottery.trends.legend')}</p>
      <ul
        className={`lottery-frequencies lottery-frequencies-${tally.values.length > 10 ? 'many' : 'few'}`}
      >
        {trends.map((trend) => (
          <li
            key={trend.value}
            className={[trend.drawn === most && 'hot', trend.missing === longest && 'cold']
              .filter(Boolean)
              .join(' ')}
            aria-label={t('lottery.trends.cell', {
              value: trend.value,
              drawn: trend.drawn,
              missing: trend.missing,
            })}
          >
            <span className="lottery-frequency-value" aria-hidden="true">
              {trend.value}
            </span>
            <span aria-hidden="true">{trend.drawn}</span>
            <span aria-hidden="true" className="lottery-muted">
              {trend.missing}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The big/small and odd/even roads of the sum or of a position, oldest result first. */
function Roads({ game, draws }: { game: PlayedGame; draws: (readonly number[])[] }) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const subjects = subjectsOf(game.family);
  const [subject, setSubject] = useState<Subject>('sum');
  const oldestFirst = [...draws].reverse();
  return (
    <div className="lottery-trend" data-testid="roads">
      <h3>{t('lottery.trends.roads')}</h3>
      {subjects.length > 1 && (
        <SubjectChoice
          label={t('lottery.trends.subject')}
          options={subjects.map((value) => ({
            value: String(value),
            label:
              value === 'sum'
                ? t(game.family === 'pk10' ? 'lottery.trends.topTwoSum' : 'lottery.trends.sum')
                : labels.row(
                    game.family === 'ssc'
                      ? { kind: 'digit', position: value }
                      : { kind: 'place', place: value },
                  ),
          }))}
          value={String(subject)}
          onChange={(value) => setSubject(value === 'sum' ? 'sum' : Number(value))}
        />
      )}
      {(['bigSmall', 'oddEven'] as const).map((road) => (
        <Road
          key={road}
          road={road}
          marks={oldestFirst.map((numbers) => markOf(game.family, subject, road, numbers))}
        />
      ))}
    </div>
  );
}

function Road({ road, marks }: { road: RoadKind; marks: RoadMark[] }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  // The newest results are at the right end: show them first.
  useEffect(() => {
    if (strip.current) strip.current.scrollLeft = strip.current.scrollWidth;
  }, [marks.length]);
  const counts = markCounts(marks);
  const shown = (
    road === 'bigSmall' ? ['big', 'small', 'none'] : ['odd', 'even', 'none']
  ) as RoadMark[];
  return (
    <figure className="lottery-road" data-testid={`road-${road}`}>
      <figcaption>
        <strong>{t(`lottery.trends.road.${road}`)}</strong>{' '}
        <span className="lottery-muted">
          {shown
            .filter((mark) => mark !== 'none' || counts.none)
            .map((mark) => `${t(`lottery.options.${mark}`)} ${counts[mark] ?? 0}`)
            .join(' · ')}
        </span>
      </figcaption>
      <div
        className="lottery-road-strip"
        ref={strip}
        tabIndex={0}
        role="img"
        aria-label={t('lottery.trends.roadLabel', {
          road: t(`lottery.trends.road.${road}`),
          marks: marks.map((mark) => t(`lottery.options.${mark}`)).join(', '),
        })}
      >
        {roadColumns(marks).map((column, index) => (
          <div key={index} className="lottery-road-column">
            {column.map((mark, row) => (
              <span key={row} className={`lottery-mark lottery-mark-${mark}`}>
                {t(`lottery.trends.marks.${mark}`)}
              </span>
            ))}
          </div>
        ))}
      </div>
    </figure>
  );
}

function SubjectChoice({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="lottery-subjects" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
