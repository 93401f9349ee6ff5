import { useTexts } from '../../i18n/language';
import { pocketColour } from './table';
import { rouletteTexts } from './texts';

/** The pockets of the last spins, newest first; nothing before the first spin. */
export function RecentPockets({ pockets }: { pockets: readonly number[] }) {
  const texts = useTexts(rouletteTexts);
  if (pockets.length === 0) return null;
  return (
    <p className="recent">
      <span>{texts.recent}:</span>
      {pockets.map((pocket, index) => (
        <span key={index} className={`recent__pocket recent__pocket--${pocketColour(pocket)}`}>
          {pocket}
        </span>
      ))}
    </p>
  );
}
