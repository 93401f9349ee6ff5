import { formatDateTime } from '@croupier/web-kit/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { isFastDrawFamily, type FastDrawFamily } from '@croupier/contract';
import { useResults, type DrawResult, type LotteryGame } from '../api';
import { recomputedNumbers, verifyPublishedDraw } from '../engine';
import { DrawFacts, DrawNumbers } from '../parts/DrawNumbers';
import { SheetOf } from './ResultSheets';

const pageSize = 10;

/**
 * The results history (spec: "results history with the prize table of each draw"): ten
 * draws a page, newest first, each with its numbers and what they make, and its fairness
 * proof: the seed's hash published before betting, the seed revealed after, and Verify,
 * which recomputes the draw in this browser with the server's own engine.
 */
export function ResultsHistory({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const results = useResults(game.gameCode, { pageNo, pageSize });
  return (
    <section
      className="lottery-section"
      aria-labelledby="lottery-results-title"
      data-testid="results"
    >
      <h2 id="lottery-results-title">{t('lottery.results.title')}</h2>
      {results.isPending ? (
        <Loader />
      ) : results.isError ? (
        <LoadFailure error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.list.length === 0 ? (
        <p className="empty-state" data-testid="results-empty">
          {t('lottery.results.empty')}
        </p>
      ) : (
        <>
          <ol className="lottery-results" aria-busy={results.isPlaceholderData}>
            {results.data.list.map((draw) => (
              <ResultRow key={draw.numero} game={game} draw={draw} />
            ))}
          </ol>
          <Pagination
            page={pageNo}
            totalPages={results.data.totalPages}
            onChange={setPageNo}
            label={t('lottery.results.pages')}
          />
        </>
      )}
    </section>
  );
}

function ResultRow({ game, draw }: { game: LotteryGame; draw: DrawResult }) {
  const { t } = useTranslation();
  const fast = isFastDrawFamily(game.family) ? game.family : null;
  return (
    <li className="lottery-result" data-testid="result">
      <div className="lottery-result-head">
        <strong>{t('lottery.clock.draw', { numero: draw.numero })}</strong>
        <time className="lottery-muted" dateTime={draw.drawnAt ?? draw.drawsAt}>
          {formatDateTime(draw.drawnAt ?? draw.drawsAt)}
        </time>
      </div>
      {draw.sheet ? (
        <div className="lottery-sheet-scroll">
          <SheetOf
            game={game}
            sheet={draw.sheet}
            caption={t('lottery.clock.draw', { numero: draw.numero })}
          />
        </div>
      ) : draw.numbers && fast ? (
        <>
          <DrawNumbers family={fast} numbers={draw.numbers} compact />
          <DrawFacts family={fast} numbers={draw.numbers} />
        </>
      ) : (
        <p className="lottery-muted">{t('lottery.result.cancelled')}</p>
      )}
      {draw.serverSeedHash && fast && (
        <details className="lottery-proof">
          <summary>{t('lottery.results.proof')}</summary>
          <Proof family={fast} draw={draw} />
        </details>
      )}
    </li>
  );
}

type Verdict = 'verified' | 'seed_not_committed' | 'result_differs';

/** The seeds of a draw and, once revealed, the recomputation of its numbers. */
function Proof({ family, draw }: { family: FastDrawFamily; draw: DrawResult }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<{ verdict: Verdict; numbers: readonly number[] } | null>(
    null,
  );
  const { serverSeed, clientSeed, nonce, numbers } = draw;
  const verify = () => {
    if (!serverSeed || !clientSeed || nonce === null || !numbers) return;
    const check = verifyPublishedDraw(family, { ...draw, numbers });
    setVerdict({
      verdict: check.ok ? 'verified' : check.reason,
      numbers: recomputedNumbers(family, { serverSeed, clientSeed, nonce }),
    });
  };
  return (
    <div className="lottery-proof-body" data-testid="proof">
      <p className="lottery-muted">{t('lottery.results.proofIntro')}</p>
      <dl className="lottery-seeds">
        <dt>{t('lottery.results.seedHash')}</dt>
        <dd className="lottery-reference">{draw.serverSeedHash}</dd>
        <dt>{t('lottery.results.clientSeed')}</dt>
        <dd className="lottery-reference">{clientSeed ?? '—'}</dd>
        <dt>{t('lottery.results.nonce')}</dt>
        <dd>{nonce ?? '—'}</dd>
        <dt>{t('lottery.results.serverSeed')}</dt>
        <dd className="lottery-reference">{serverSeed ?? t('lottery.results.unrevealed')}</dd>
      </dl>
      {serverSeed && numbers && (
        <button type="button" className="button button-small" onClick={verify}>
          {t('lottery.results.verify')}
        </button>
      )}
      {verdict && (
        <div
          className={`lottery-verdict lottery-verdict-${verdict.verdict === 'verified' ? 'ok' : 'bad'}`}
          role="status"
          data-testid="verdict"
        >
          <strong>{t(`lottery.results.verdict.${verdict.verdict}`)}</strong>
          <span>{t('lottery.results.recomputed', { numbers: verdict.numbers.join(' ') })}</span>
        </div>
      )}
    </div>
  );
}
