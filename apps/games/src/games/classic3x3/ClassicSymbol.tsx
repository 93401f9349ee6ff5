import { useTexts } from '../../i18n/language';
import { SymbolPicture } from '../../slots/symbols/SymbolPicture';
import { classicArt } from './art';
import { classicTexts } from './texts';

/** A classic reel symbol as its picture, named in the player's language. */
export function ClassicSymbol({ symbol }: { symbol: string }) {
  const names = useTexts(classicTexts).symbols;
  return <SymbolPicture symbol={symbol} name={names[symbol] ?? symbol} art={classicArt} />;
}
