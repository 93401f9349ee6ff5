import { withdrawal } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFile, pathOf } from '../../api/client';
import { useMerchantChoice } from '../../api/merchant-choice';
import { Dialog } from '../../ui/Dialog';
import { ErrorState, Loading } from '../../ui/states';

/**
 * A picture the member attached to say a payout did not arrive. It is asked for with the
 * console's token (a plain link would not carry it) and shown from memory.
 */
export function ProofDialog({
  orderNo,
  proofId,
  title,
  onClose,
}: {
  orderNo: string;
  proofId: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const merchant = useMerchantChoice();
  const picture = useQuery({
    queryKey: ['payments', 'proof', merchant, orderNo, proofId],
    queryFn: async ({ signal }) =>
      dataUrlOf(
        await apiFile(pathOf(withdrawal.endpoints.boProof.path, { orderNo, proofId }), { signal }),
      ),
    // Pictures of members' bank screens are not kept once the dialog closes.
    gcTime: 0,
  });
  const url = picture.data;

  return (
    <Dialog title={title} onClose={onClose} testId="proof-dialog">
      <div className="dialog-body">
        {picture.isError ? (
          <ErrorState error={picture.error} onRetry={() => void picture.refetch()} />
        ) : url ? (
          <img className="proof-image" src={url} alt={title} />
        ) : (
          <Loading />
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}

/** The picture as a data: address, read from its bytes (it is at most 5 MB). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
