import type { ReactNode } from 'react';
import { formatPercent, type Rational } from '@croupier/engines';
import { format, useTexts } from '../i18n/language';
import { sharedTexts } from '../i18n/shared';
import { formatMoney } from '@croupier/web-kit/money';
import { useGame } from '../app/game-context';

// The parts every slot's rules screen shares, read from its engine's tables: how many of
// each symbol each reel carries, and the RTP with the fairness words.

type ReelCountsProps<Symbol extends string> = {
  strips: readonly (readonly Symbol[])[];
  symbols: readonly Symbol[];
  /** The column heading of the symbols and a reel's heading ("Reel {n}"). */
  texts: { symbol: string; reel: string; stops?: string };
  /** A symbol's row heading: its name, with its picture where the game draws one. */
  label: (symbol: Symbol) => ReactNode;
};

/** Symbol counts per reel; a last row of stops per reel when `texts.stops` is given. */
export function ReelCounts<Symbol extends string>({
  strips,
  symbols,
  texts,
  label,
}: ReelCountsProps<Symbol>) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{texts.symbol}</th>
          {strips.map((_, reel) => (
            <th key={reel} scope="col">
              {format(texts.reel, { n: reel + 1 })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {symbols.map((symbol) => (
          <tr key={symbol}>
            <th scope="row" className="rules__symbol">
              {label(symbol)}
            </th>
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

type PaytableProps<Symbol extends string> = {
  paytable: Readonly<Record<Symbol, readonly number[]>>;
  /** The symbol column's heading, and a count's heading ("{n} in a row"). */
  texts: { symbol: string; count: string };
  label: (symbol: Symbol) => ReactNode;
  /** After each pay: "×" where pays are multiples of the stake. */
  unit?: string;
};

/** What each symbol pays for 3, 4 and 5 of it. */
export function SymbolPaytable<Symbol extends string>({
  paytable,
  texts,
  label,
  unit = '',
}: PaytableProps<Symbol>) {
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
        {(Object.entries(paytable) as [Symbol, readonly number[]][]).map(([symbol, pays]) => (
          <tr key={symbol}>
            <th scope="row" className="rules__symbol">
              {label(symbol)}
            </th>
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
