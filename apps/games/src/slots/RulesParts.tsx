import type { ComponentType } from 'react';
import { studioStakeRules, type StudioGameId } from '@croupier/contract';
import { formatPercent, type Rational } from '@croupier/engines';
import { format, useTexts } from '../i18n/language';
import { sharedTexts } from '../i18n/shared';
import { formatMoney } from '@croupier/web-kit/money';
import { useGame } from '../app/game-context';

// The parts the games' rules screens share, read from their engines' tables and stake
// rules: the stake limits, how many of each symbol each reel carries, what each symbol
// pays, and the RTP with the fairness words.

/** How a rules table names a game's symbols: by name, after its picture where given. */
type SymbolNames = {
  /** Each symbol's name in the player's language. */
  names: Readonly<Record<string, string>>;
  /** The symbol as the reels draw it, where the table shows it. */
  Picture?: ComponentType<{ symbol: string }>;
};

/** A symbol's row heading. */
function SymbolHeading({ symbol, names, Picture }: SymbolNames & { symbol: string }) {
  return (
    <th scope="row" className="rules__symbol">
      {Picture ? (
        <>
          {/* The name follows: the picture need not say it again. */}
          <span aria-hidden="true">
            <Picture symbol={symbol} />
          </span>{' '}
          {names[symbol]}
        </>
      ) : (
        names[symbol]
      )}
    </th>
  );
}

/** Column headings "Reel 1" to "Reel {reels}" (`heading` is the "Reel {n}" template). */
export function ReelHeadings({ reels, heading }: { reels: number; heading: string }) {
  return Array.from({ length: reels }, (_, reel) => (
    <th key={reel} scope="col">
      {format(heading, { n: reel + 1 })}
    </th>
  ));
}

type ReelCountsProps = SymbolNames & {
  strips: readonly (readonly string[])[];
  symbols: readonly string[];
  /** The column heading of the symbols and a reel's heading ("Reel {n}"). */
  texts: { symbol: string; reel: string; stops?: string };
};

/** Symbol counts per reel; a last row of stops per reel when `texts.stops` is given. */
export function ReelCounts({ strips, symbols, texts, names, Picture }: ReelCountsProps) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{texts.symbol}</th>
          <ReelHeadings reels={strips.length} heading={texts.reel} />
        </tr>
      </thead>
      <tbody>
        {symbols.map((symbol) => (
          <tr key={symbol}>
            <SymbolHeading symbol={symbol} names={names} Picture={Picture} />
            {strips.map((strip, reel) => (
              <td key={reel}>{strip.filter((shown) => shown === symbol).length}</td>
            ))}
          </tr>
        ))}
        {texts.stops && (
          <tr>
            <th scope="row">{texts.stops}</th>
            {strips.map((strip, reel) => (
              <td key={reel}>{strip.length}</td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The documented RTP, then how fairness works in general and for this game. */
export function RtpAndFairness({ rtp, fairness }: { rtp: Rational; fairness: string }) {
  const shared = useTexts(sharedTexts);
  return (
    <>
      <p>
        <strong>{format(shared.rtp, { value: formatPercent(rtp, 3) })}</strong>
      </p>
      <h3>{shared.fairness}</h3>
      <p>{shared.fairnessRules}</p>
      <p>{fairness}</p>
    </>
  );
}

/** Money in the session's currency, for the stake limits and examples of a rules screen. */
export function useSessionMoney(): (minor: bigint) => string {
  const { session } = useGame();
  return (minor) => formatMoney(minor, session.currencySymbol);
}

/**
 * A game's stake limits in words, from its stake rule: `template` may name `{min}`, `{max}`,
 * `{step}` (the stake's multiple) and `{total}` (all bets of a round together).
 */
export function StakeLimits({ gameId, template }: { gameId: StudioGameId; template: string }) {
  const money = useSessionMoney();
  const rule = studioStakeRules[gameId];
  return (
    <p>
      {format(template, {
        min: money(rule.min),
        max: money(rule.max),
        step: money(rule.multipleOf),
        total: money(rule.maxTotal),
      })}
    </p>
  );
}

/** A rules screen's bullet notes. */
export function Notes({ notes }: { notes: readonly string[] }) {
  return (
    <ul>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

type PaytableProps = SymbolNames & {
  paytable: Readonly<Record<string, readonly number[]>>;
  /** The symbol column's heading, and a count's heading ("{n} in a row"). */
  texts: { symbol: string; count: string };
  /** After each pay: "×" where pays are multiples of the stake. */
  unit?: string;
};

/** What each symbol pays for 3, 4 and 5 of it. */
export function SymbolPaytable({ paytable, texts, names, Picture, unit = '' }: PaytableProps) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{texts.symbol}</th>
          {[3, 4, 5].map((n) => (
            <th key={n} scope="col">
              {format(texts.count, { n })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(paytable).map(([symbol, pays]) => (
          <tr key={symbol}>
            <SymbolHeading symbol={symbol} names={names} Picture={Picture} />
            {pays.map((pay, index) => (
              <td key={index}>
                {pay}
                {unit}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
