import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../i18n';
import { BusyButton } from '../../ui/BusyButton';
import { verifyAuditChain } from './api';

/**
 * "Verify chain": the server recomputes every entry's hash from the first one. Intact means no
 * entry was edited, removed or re-ordered since it was written; broken names the first entry
 * where the chain stops holding, for the operator to escalate.
 */
export function ChainCheck() {
  const { t } = useTranslation();
  const verify = useMutation({ mutationFn: verifyAuditChain });
  // A new check replaces the last answer; while it runs, the old one is not shown as current.
  const result = verify.isPending ? undefined : verify.data;
  return (
    <div className="chain-check">
      <BusyButton
        className="button button-small"
        onClick={() => verify.mutate()}
        busy={verify.isPending}
        busyLabel={t('audit.verify.running')}
      >
        {t('audit.verify.button')}
      </BusyButton>
      {verify.isError && (
        <p className="form-error chain-result" role="alert">
          {t('audit.verify.failed', { reason: errorMessage(verify.error) })}
        </p>
      )}
      {result?.intact === true && (
        <p className="notice chain-result" role="status" data-testid="chain-intact">
          {t('audit.verify.intact', { count: result.checked })}
        </p>
      )}
      {result?.intact === false && (
        <p className="form-error chain-result" role="alert" data-testid="chain-broken">
          {t('audit.verify.broken', {
            seq: result.brokenAt ?? '?',
            reason: t(`audit.verify.reason.${result.reason ?? 'unknown'}`),
          })}
        </p>
      )}
    </div>
  );
}
