import type { ReactNode } from 'react';
import { formatPercent, type Rational } from '@croupier/engines';
import { format, useTexts } from '../i18n/language';
import { sharedTexts } from '../i18n/shared';

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
