import * as games from '../games/service';
import { sameSheet } from './accept';
import type { DrawAsked, ProviderAnswer, ResultsProvider, SourceReport } from './provider';

/**
 * The HTTP results provider: it reads a draw from two sources a merchant configured and
 * gives a sheet only when both give the same one, each checked by the game's engine first.
 * A source answers `GET <address>` with JSON (contract `resultSources`):
 *
 *     { "gameCode": "vn-north", "numero": "20261128", "result": <the game's sheet> }
 *
 * and 404 or `"result": null` while it has no result. The address is a template: `{gameCode}`,
 * `{numero}` and `{date}` (the local date, 2026-11-28) are filled in per draw.
 */

export type HttpSource = { name: string; urlTemplate: string };

export type HttpProviderOptions = {
  /** How long a source may take to answer. */
  timeoutMs?: number;
  /** A larger answer is refused unread: a result sheet is a few hundred bytes. */
  maxBytes?: number;
  fetch?: typeof fetch;
};

/** A source's answer, once read: its sheet, or why there is none. */
type SourceAnswer = SourceReport & { sheet?: games.SheetResult };

function addressOf(template: string, draw: DrawAsked): string {
  const date = `${draw.numero.slice(0, 4)}-${draw.numero.slice(4, 6)}-${draw.numero.slice(6, 8)}`;
  return template
    .replaceAll('{gameCode}', encodeURIComponent(draw.gameCode))
    .replaceAll('{numero}', encodeURIComponent(draw.numero))
    .replaceAll('{date}', date);
}

async function askSource(
  source: HttpSource,
  draw: DrawAsked,
  options: Required<HttpProviderOptions>,
): Promise<SourceAnswer> {
  const report = (outcome: SourceReport['outcome'], detail: string): SourceAnswer => ({
    source: source.name,
    outcome,
    detail,
  });
  let text: string;
  try {
    const response = await options.fetch(addressOf(source.urlTemplate, draw), {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (response.status === 404) return report('missing', 'HTTP 404');
    if (!response.ok) return report('unreachable', `HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > options.maxBytes) return report('invalid', 'answer too large');
    text = await response.text();
  } catch (error) {
    return report('unreachable', (error as Error).message);
  }
  if (text.length > options.maxBytes) return report('invalid', 'answer too large');
  let body: { gameCode?: unknown; numero?: unknown; result?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return report('invalid', 'not JSON');
  }
  if (body === null || typeof body !== 'object') return report('invalid', 'not a JSON object');
  if (body.gameCode !== draw.gameCode || body.numero !== draw.numero) {
    return report('invalid', 'the answer names another draw');
  }
  if (body.result === null || body.result === undefined) return report('missing', 'no result yet');
  const checked = games.checkSheet(draw.family, body.result);
  if (!checked.ok) return report('invalid', `${checked.reason} at ${checked.field}`);
  return { ...report('answered', 'a valid sheet'), sheet: checked.sheet };
}

/** Why the draw waits, when the sources did not both answer: the worst reason first. */
function waitingOutcome(answers: SourceAnswer[]): Exclude<ProviderAnswer['outcome'], 'agreed'> {
  if (answers.some((answer) => answer.outcome === 'invalid')) return 'invalid';
  if (answers.some((answer) => answer.outcome === 'unreachable')) return 'unreachable';
  return 'missing';
}

export function httpResultsProvider(
  sources: readonly [HttpSource, HttpSource],
  options: HttpProviderOptions = {},
): ResultsProvider {
  const settings: Required<HttpProviderOptions> = {
    timeoutMs: options.timeoutMs ?? 5_000,
    maxBytes: options.maxBytes ?? 64 * 1024,
    fetch: options.fetch ?? globalThis.fetch,
  };
  return {
    async resultOf(draw) {
      const answers = await Promise.all(sources.map((source) => askSource(source, draw, settings)));
      const reports = answers.map(({ sheet: _sheet, ...report }) => report);
      const [first, second] = answers as [SourceAnswer, SourceAnswer];
      // Agreement is exact: the same numbers in the same places, as the engine checked them.
      if (first.sheet && second.sheet) {
        return sameSheet(first.sheet, second.sheet)
          ? { outcome: 'agreed', sheet: first.sheet, sources: reports }
          : { outcome: 'disagree', sources: reports };
      }
      return { outcome: waitingOutcome(answers), sources: reports };
    },
  };
}
