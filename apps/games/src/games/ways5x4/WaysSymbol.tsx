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
  return <CardSymbol symbol={symbol} names={useTexts(waysTexts).symbols} glyphs={glyphs} />;
}
