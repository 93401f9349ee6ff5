import { useTexts } from '../../i18n/language';
import { SymbolPicture } from '../../slots/symbols/SymbolPicture';
import { waysArt } from './art';
import { waysTexts } from './texts';

/** A Jade Tiger reel symbol as its picture, named in the player's language. */
export function WaysSymbol({ symbol }: { symbol: string }) {
  const names = useTexts(waysTexts).symbols;
  return <SymbolPicture symbol={symbol} name={names[symbol] ?? symbol} art={waysArt} />;
}
