import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { refreshCatalogue } from './api';
import {
  CatalogueEditDialog,
  type CatalogueChange,
  type CatalogueSettings,
} from './CatalogueEditDialog';
import { catalogueErrorText } from './errors';

/**
 * Switching a vendor or a game on or off (asked about first), or its edit form. Either way
 * the whole catalogue is asked again afterwards: a vendor's switch changes its games too.
 * Its words come from `games.vendors` or `games.list`.
 */
export function CatalogueActionDialog({
  of,
  kind,
  item,
  merchant,
  toggleText,
  save,
  onClose,
  onDone,
}: {
  of: 'vendor' | 'game';
  kind: 'toggle' | 'edit';
  item: CatalogueSettings & { name: string };
  merchant: { code: string; name: string };
  /** What switching it on or off does to the merchant's players. */
  toggleText: string;
  save: (change: CatalogueChange) => Promise<{ name: string }>;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const words = of === 'vendor' ? 'games.vendors' : 'games.list';
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: save,
    onSuccess: (updated) => {
      void refreshCatalogue(queryClient, merchant.code);
      onDone(t(`${words}.saved`, { name: updated.name }));
    },
  });

  if (kind === 'edit') {
    return (
      <CatalogueEditDialog
        title={t(`${words}.editTitle`, { name: item.name })}
        current={item}
        busy={run.isPending}
        error={run.error}
        errorText={catalogueErrorText}
        onSave={(change) => run.mutate(change)}
        onClose={onClose}
        testId={`${of}-edit-dialog`}
      />
    );
  }
  const switchingOn = !item.enabled;
  const names = { name: item.name, merchant: merchant.name };
  return (
    <ConfirmDialog
      title={t(switchingOn ? `${words}.switchOnTitle` : `${words}.switchOffTitle`, names)}
      message={<p>{toggleText}</p>}
      confirmLabel={t(switchingOn ? 'games.switchOn' : 'games.switchOff')}
      tone={switchingOn ? 'primary' : 'danger'}
      busy={run.isPending}
      error={run.error ? catalogueErrorText(run.error) : null}
      onConfirm={() => run.mutate({ enabled: switchingOn })}
      onClose={onClose}
      testId={`${of}-toggle-dialog`}
    />
  );
}
