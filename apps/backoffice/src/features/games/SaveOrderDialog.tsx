import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import type { ActionDialogProps } from '../../ui/panel-props';
import { catalogueActions, refreshCatalogue } from './api';
import { catalogueErrorText } from './errors';
import type { LobbyMove } from './LobbyOrder';

/** Asks before the new lobby positions go live for the merchant's players, then saves them. */
export function SaveOrderDialog({
  merchant,
  moves,
  onClose,
  onDone,
}: ActionDialogProps & { merchant: { code: string; name: string }; moves: LobbyMove[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => catalogueActions.reorder(moves),
    onSuccess: ({ changed }) => {
      void refreshCatalogue(queryClient, merchant.code);
      onDone(t('games.order.saved', { count: changed }));
    },
  });
  return (
    <ConfirmDialog
      title={t('games.order.confirmTitle')}
      message={
        <p>{t('games.order.confirmText', { count: moves.length, merchant: merchant.name })}</p>
      }
      confirmLabel={t('games.order.save', { count: moves.length })}
      busy={save.isPending}
      error={save.error ? catalogueErrorText(save.error) : null}
      onConfirm={() => save.mutate()}
      onClose={onClose}
      testId="order-save-dialog"
    />
  );
}
