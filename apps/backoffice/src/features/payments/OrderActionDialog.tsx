import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { Facts } from '../../ui/Facts';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { refreshAfterAction } from './api';

type Order = { orderNo: string; username: string; amount: number };

/**
 * One action on a queued order, asked about first: the order's facts and what will happen,
 * then the action, or a reason and the action for a rejection (the member reads the reason).
 * Afterwards the queue shows the order's new state and the page says what was done. The
 * words are `payments.<of>s.<action>Title`, `…Text` and `…Button`.
 */
export function OrderActionDialog<Row extends Order>({
  of,
  action,
  queue,
  queueKey,
  send,
  done,
  facts,
  rejectMax,
  onClose,
}: {
  of: 'deposit' | 'withdrawal';
  action: { kind: string; order: Row };
  queue: { money: (amount: number) => string; setNotice: (message: string) => void };
  queueKey: readonly unknown[];
  /** Sends the action; the reason is empty but for a rejection. */
  send: (reason: string) => Promise<Row>;
  /** What the page says once it is done. */
  done: (updated: Row) => string;
  /** What the dialog tells of the order, given its amount in words. */
  facts: (amount: string) => [label: string, value: ReactNode][];
  rejectMax: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { kind, order } = action;
  const run = useMutation({
    mutationFn: send,
    onSuccess: (updated) => {
      void refreshAfterAction(queryClient, queueKey, updated);
      onClose();
      queue.setNotice(done(updated));
    },
    // Someone else may have settled or moved it meanwhile: the queue shows what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: queueKey }),
  });
  const amount = queue.money(order.amount);
  const words = `payments.${of}s.${kind}`;
  const common = {
    title: t(`${words}Title`),
    message: (
      <>
        <Facts facts={facts(amount)} />
        <p>{t(`${words}Text`, { amount })}</p>
      </>
    ),
    confirmLabel: t(`${words}Button`, { amount }),
    busy: run.isPending,
    error: run.error ? errorMessage(run.error) : null,
    onClose,
    testId: `${of}-${kind}-dialog`,
  };
  if (kind === 'reject') {
    return (
      <ReasonDialog
        {...common}
        reasonLabel={t('payments.reason')}
        reasonHint={t('payments.reasonHint')}
        maxLength={rejectMax}
        onConfirm={(reason) => run.mutate(reason)}
      />
    );
  }
  return <ConfirmDialog {...common} onConfirm={() => run.mutate('')} />;
}
