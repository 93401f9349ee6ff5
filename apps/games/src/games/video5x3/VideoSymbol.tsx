import { useTexts } from '../../i18n/language';
import { CardSymbol } from '../../slots/CardSymbol';
import { videoTexts } from './texts';

const glyphs: Record<string, string> = {
  WILD: '★',
  LANTERN: '🏮',
  DRAGON: '🐉',
  KOI: '🐠',
  INGOT: '🪙',
  FAN: '',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: '10',
};

export function VideoSymbol({ symbol }: { symbol: string }) {
  return <CardSymbol symbol={symbol} names={useTexts(videoTexts).symbols} glyphs={glyphs} />;
}
