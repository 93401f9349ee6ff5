import { useTranslation } from 'react-i18next';
import type { DateRange } from './api';
import { DayRangeFields } from '../../ui/DayRangeFields';

export { SignedAmount } from '../../ui/SignedAmount';

/**
 * From and to days of a record's query. The two stay side by side as one group, so a narrow
 * filter row never leaves "To" alone on a line.
 */
export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <DayRangeFields
      className="mc-date-range"
      value={value}
      onChange={onChange}
      fromLabel={t('memberCentre.records.from')}
      toLabel={t('memberCentre.records.to')}
    />
  );
}
