import { useTexts } from '../../i18n/language';
import { CardSymbol } from '../../slots/CardSymbol';
import { waysTexts } from './texts';

const glyphs: Record<string, string> = {
  WILD: '✦',
  TIGER: '🐯',
  PANDA: '🐼',
  CRANE: '🦢',
  BAMBOO: '🎋',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: '10',
};

export function WaysSymbol({ symbol }: { symbol: string }) {
  const texts = useTexts(waysTexts);
  return (
    <CardSymbol
      name={texts.symbols[symbol] ?? symbol}
      glyph={glyphs[symbol] ?? symbol}
      kind={symbol.toLowerCase()}
    />
  );
}
