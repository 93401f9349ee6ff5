import { consoleLotteryResults as contract, type lottery } from '@croupier/contract';
import { useTranslation } from 'react-i18next';

/** A family whose draws take a sheet; the console shows no other here. */
export const sheetFamilyOf = (family: string): contract.SheetFamily =>
  contract.isSheetFamily(family) ? family : 'vn-north';

/**
 * A result sheet, part by part (the special prize down to the last tier; a 4D or Thai sheet
 * field by field). Against `compareTo` (the draw's result, for a correction) the numbers
 * that differ are marked.
 */
export function SheetView({
  family,
  sheet,
  compareTo,
  label,
}: {
  family: contract.SheetFamily;
  sheet: lottery.ResultSheet;
  compareTo?: lottery.ResultSheet | null;
  label: string;
}) {
  const { t } = useTranslation();
  const numbers = contract.numbersOf(family, sheet);
  const before = compareTo ? contract.numbersOf(family, compareTo) : null;
  return (
    <dl className="result-sheet" aria-label={label}>
      {contract.sheetLayouts[family].parts.map((part, index) => (
        <div key={part.name} className="result-sheet-part">
          <dt>{t(`lotteryResults.parts.${part.name}`)}</dt>
          <dd>
            {numbers[index]!.map((number, position) => {
              const changed = before !== null && before[index]?.[position] !== number;
              return changed ? (
                <mark key={position} className="result-number" title={t('lotteryResults.changed')}>
                  {number}
                </mark>
              ) : (
                <span key={position} className="result-number">
                  {number}
                </span>
              );
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
