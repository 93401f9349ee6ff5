import { useTexts } from '../../i18n/language';
import { classicTexts } from './texts';

const bars: Record<string, number> = { BAR: 1, DOUBLE_BAR: 2, TRIPLE_BAR: 3 };

/** The classic reel symbols drawn with CSS and text: no pictures or fonts to download. */
export function ClassicSymbol({ symbol }: { symbol: string }) {
  const texts = useTexts(classicTexts);
  const name = texts.symbols[symbol] ?? symbol;
  if (symbol === 'BLANK') return <span className="sym sym--blank" role="img" aria-label={name} />;
  return (
    <span className={`sym sym--${symbol.toLowerCase()}`} role="img" aria-label={name}>
      {symbol === 'SEVEN' ? '7' : null}
      {symbol === 'CHERRY' ? <span className="sym__stem" aria-hidden="true" /> : null}
      {bars[symbol]
        ? Array.from({ length: bars[symbol] }, (_, index) => (
            <span key={index} className="sym__bar">
              BAR
            </span>
          ))
        : null}
    </span>
  );
}
