import type { lottery } from '@croupier/contract';
import { useEffect, useRef, useState } from 'react';

// Where a fast-draw game stands at a moment: the draw that takes tickets now (its countdown
// to close), and the draw that has closed and waits for its result ("drawing…"). Worked out
// in the browser from the open draws and the latest result, so the countdown moves on to the
// next draw at the second it closes, before any answer comes back.

export type PendingDraw = { numero: string | null; drawsAt: number };

export type DrawState = {
  /** The draw taking tickets: the first open one whose betting has not closed. */
  current: lottery.OpenDraw | null;
  /** A closed draw whose result has not arrived yet. */
  pending: PendingDraw | null;
};

const time = (iso: string) => new Date(iso).getTime();

/**
 * The state at `now` of a game drawn every `intervalSeconds`, from the open draws seen (those
 * since closed included) and the newest result. A closed draw seen open is pending until a
 * result at or after it; on a page opened after that close, the draw just before the current
 * one is pending when the newest result is the one before it (the schedule ran on).
 */
export function drawStateAt(
  now: number,
  seen: readonly lottery.OpenDraw[],
  latest: Pick<lottery.DrawResult, 'drawsAt'> | undefined,
  intervalSeconds: number | null,
): DrawState {
  const byClose = [...seen].sort((a, b) => time(a.closesAt) - time(b.closesAt));
  const current = byClose.find((draw) => time(draw.closesAt) > now) ?? null;
  const latestAt = latest ? time(latest.drawsAt) : -Infinity;
  const closed = byClose.filter(
    (draw) => time(draw.closesAt) <= now && time(draw.drawsAt) > latestAt,
  );
  const last = closed.at(-1);
  if (last) return { current, pending: { numero: last.numero, drawsAt: time(last.drawsAt) } };
  if (current && latest && intervalSeconds) {
    const before = time(current.drawsAt) - intervalSeconds * 1000;
    if (latestAt < before && latestAt >= before - intervalSeconds * 1000)
      return { current, pending: { numero: null, drawsAt: before } };
  }
  return { current, pending: null };
}

/** Seconds left until `iso`, never below zero. */
export function secondsUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((time(iso) - now) / 1000));
}

/**
 * A countdown as players read it: "00:42", "04:59", "1:02:03", and past a day the days first
 * in the language's short word ("3d 02:05:06"), as the Thai draw's is days away.
 */
export function countdownText(seconds: number, dayUnit = 'd'): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days}${dayUnit} ${two(hours)}:${two(minutes)}:${two(rest)}`;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** The time now, moving on every `periodMs` (a second by default) while mounted. */
export function useNow(periodMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

/**
 * The open draws just told by the server merged with those known before: the draw that just
 * closed leaves the server's list but stays known (its numero) while it is drawn. Draws over
 * for ten minutes are forgotten.
 */
export function mergeDraws(
  known: readonly lottery.OpenDraw[] | undefined,
  open: readonly lottery.OpenDraw[],
  now: number,
): lottery.OpenDraw[] {
  const byNumero = new Map((known ?? []).map((draw) => [draw.numero, draw]));
  for (const draw of open) byNumero.set(draw.numero, draw);
  return [...byNumero.values()]
    .filter((draw) => time(draw.drawsAt) > now - 600_000)
    .sort((a, b) => time(a.closesAt) - time(b.closesAt));
}

/** The latest `action` of the calling component, for timers set up once. */
function useLatest(action: () => void) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  return latest;
}

/** Calls `action` once when `at` (a time) comes, again for each new `at`. */
export function useAt(at: number | null, action: () => void) {
  const latest = useLatest(action);
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => latest.current(), Math.max(0, at - Date.now()) + 250);
    return () => clearTimeout(timer);
  }, [at, latest]);
}

/** Calls `action` every `everyMs` while `active` and the page is visible. */
export function usePolling(active: boolean, everyMs: number, action: () => void) {
  const latest = useLatest(action);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, latest]);
}
