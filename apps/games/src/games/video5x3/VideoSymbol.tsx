import { useTexts } from '../../i18n/language';
import { SymbolPicture } from '../../slots/symbols/SymbolPicture';
import { videoArt } from './art';
import { videoTexts } from './texts';

/** A Lucky Lanterns reel symbol as its picture, named in the player's language. */
export function VideoSymbol({ symbol }: { symbol: string }) {
  const names = useTexts(videoTexts).symbols;
  return <SymbolPicture symbol={symbol} name={names[symbol] ?? symbol} art={videoArt} />;
}
