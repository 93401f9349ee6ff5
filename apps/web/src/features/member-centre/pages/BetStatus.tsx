import type { BetRecord } from '../api';
import { useTranslation } from 'react-i18next';

/** A round's status in words, with a colour that only repeats what the words say. */
export function BetStatus({ status }: { status: BetRecord['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`bet-status bet-status-${status}`}>
      {t(`memberCentre.betting.statuses.${status}`)}
    </span>
  );
}
