import type { consoleLotteryResults as contract } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import type { ResultDraw, ResultEntry } from './api';

const entryTone: Record<contract.ResultEntryStatus, string> = {
  pending: 'badge-pending',
  approved: 'badge-good',
  rejected: 'badge-bad',
  superseded: 'badge-info',
};

/** An entry's state: waiting, approved (as which result), sent back, or corrected since. */
export function EntryState({ entry }: { entry: ResultEntry }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${entryTone[entry.status]}`}>
      {t(`lotteryResults.entryStatus.${entry.status}`, { revision: entry.revision })}
    </span>
  );
}

/**
 * Where a draw's result stands: an entry waiting for approval (and whose), what the HTTP
 * sources said last, or the result it was settled at (corrected how many times).
 */
export function DrawState({ draw }: { draw: ResultDraw }) {
  const { t } = useTranslation();
  const lines: string[] = [];
  if (draw.pending) {
    lines.push(
      t(
        draw.pending.correction
          ? 'lotteryResults.state.correctionPending'
          : 'lotteryResults.state.pending',
        { name: draw.pending.enteredBy },
      ),
    );
  }
  if (draw.revision > 0) {
    lines.push(
      draw.revision > 1
        ? t('lotteryResults.state.corrected', { count: draw.revision - 1 })
        : t('lotteryResults.state.drawn'),
    );
  } else if (draw.fetch?.outcome) {
    lines.push(t(`lotteryResults.fetch.${draw.fetch.outcome}`));
  } else if (!draw.pending) {
    lines.push(t('lotteryResults.state.waiting'));
  }
  return (
    <ul className="draw-state">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {draw.fetch &&
        draw.revision === 0 &&
        draw.fetch.sources.map((source) => (
          <li key={source.source} className="muted">
            {source.source}: {t(`lotteryResults.sourceOutcome.${source.outcome}`)} ({source.detail})
          </li>
        ))}
    </ul>
  );
}
