import { Loader } from '../../ui/Loader';
import { BankCards } from './BankCards';
import { useWithdrawInfo } from './api';
import { LoadFailure } from '../../ui/LoadFailure';

/**
 * The withdrawal feature's bank cards, managed from "my account" too (add, remove). Nothing
 * is being withdrawn here, so no card is chosen.
 */
export function AccountBankCards() {
  const info = useWithdrawInfo();
  if (info.isPending) return <Loader />;
  if (info.isError) return <LoadFailure error={info.error} onRetry={() => void info.refetch()} />;
  return <BankCards info={info.data} chosen={null} onChoose={() => undefined} />;
}
