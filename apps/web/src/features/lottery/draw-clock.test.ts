import type { lottery } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { countdownText, drawStateAt, mergeDraws, secondsUntil } from './draw-clock';

const minute = 60_000;
const at = (ms: number) => new Date(ms).toISOString();
/** The draw of one-minute SSC at `drawsAt`, closing 10 s before. */
const draw = (numero: string, drawsAt: number): lottery.OpenDraw => ({
  numero,
  opensAt: at(drawsAt - 10 * minute),
  closesAt: at(drawsAt - 10_000),
  drawsAt: at(drawsAt),
  serverSeedHash: 'hash',
});

const t0 = Date.UTC(2026, 10, 28, 9, 31);
const d931 = draw('0931', t0);
const d932 = draw('0932', t0 + minute);
const d933 = draw('0933', t0 + 2 * minute);

describe('where a fast draw stands', () => {
  it('counts down to the first draw still taking tickets, and moves on at its close', () => {
    expect(drawStateAt(t0 - 30_000, [d931, d932], undefined, 60).current).toBe(d931);
    expect(drawStateAt(t0 - 10_000, [d931, d932], undefined, 60).current).toBe(d932);
    expect(drawStateAt(t0 + 5 * minute, [d931, d932], undefined, 60).current).toBeNull();
  });

  it('is drawing a draw seen open from its close until its result arrives', () => {
    const latest = { drawsAt: at(t0 - minute) };
    expect(drawStateAt(t0 - 30_000, [d931, d932], latest, 60).pending).toBeNull();
    expect(drawStateAt(t0 - 9_000, [d931, d932], latest, 60).pending).toEqual({
      numero: '0931',
      drawsAt: t0,
    });
    expect(drawStateAt(t0 + 3_000, [d931, d932], latest, 60).pending?.numero).toBe('0931');
    expect(drawStateAt(t0 + 3_000, [d931, d932], { drawsAt: at(t0) }, 60).pending).toBeNull();
  });

  it('on a page opened after a close, is drawing the draw before the current one', () => {
    // Only 0932 and 0933 are still open; the newest result is 0930's.
    const state = drawStateAt(t0 - 5_000, [d932, d933], { drawsAt: at(t0 - minute) }, 60);
    expect(state).toEqual({ current: d932, pending: { numero: null, drawsAt: t0 } });
    // With 0931's result in, or a gap in the results (the server was down), nothing is.
    expect(drawStateAt(t0 + 5_000, [d932, d933], { drawsAt: at(t0) }, 60).pending).toBeNull();
    expect(
      drawStateAt(t0 - 5_000, [d932, d933], { drawsAt: at(t0 - 9 * minute) }, 60).pending,
    ).toBeNull();
  });

  it('keeps a closed draw known after the server stops listing it, for ten minutes', () => {
    const known = mergeDraws(undefined, [d931, d932], t0 - 30_000);
    const later = mergeDraws(known, [d932, d933], t0 - 5_000);
    expect(later.map((entry) => entry.numero)).toEqual(['0931', '0932', '0933']);
    expect(mergeDraws(later, [d933], t0 + 11 * minute).map((entry) => entry.numero)).toEqual([
      '0933',
    ]);
  });

  it('shows the time left as players read it', () => {
    expect(secondsUntil(d931.closesAt, t0 - 10_000 - 41_200)).toBe(42);
    expect(secondsUntil(d931.closesAt, t0)).toBe(0);
    expect(countdownText(42)).toBe('00:42');
    expect(countdownText(299)).toBe('04:59');
    expect(countdownText(3723)).toBe('1:02:03');
    expect(countdownText(3 * 86_400 + 7506)).toBe('3d 02:05:06');
    expect(countdownText(86_400, ' ng')).toBe('1 ng 00:00:00');
  });
});
