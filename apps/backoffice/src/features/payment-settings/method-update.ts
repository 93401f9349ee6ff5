import type { consolePaymentSettings } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentMerchant } from '../../app/merchant';
import { paymentSettingsActions, refreshPaymentSettings, type PaymentMethodSetting } from './api';

/** What a dialog about one way to deposit is given. */
export type MethodDialogProps = {
  method: PaymentMethodSetting;
  onClose: () => void;
  /** Done: what the page tells the staff member. */
  onDone: (message: string) => void;
};

/**
 * A change to one way to deposit (on or off, its limits). Once it is saved, the page's
 * payment settings are asked again, then `done` takes the method as saved.
 */
export function useMethodUpdate(code: string, done: (updated: PaymentMethodSetting) => void) {
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  return useMutation({
    mutationFn: (change: consolePaymentSettings.PaymentMethodUpdate) =>
      paymentSettingsActions.updateMethod(code, change),
    onSuccess: (updated) => {
      void refreshPaymentSettings(queryClient, merchant?.code ?? '');
      done(updated);
    },
  });
}
