import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../app/staff';
import { Dialog } from '../../ui/Dialog';
import { Facts } from '../../ui/Facts';
import { FormProblem } from '../../ui/FormProblem';
import { formatTime } from '../../ui/format';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { resultActions, type ResultDraw, type ResultEntry } from './api';
import { resultsErrorText } from './errors';
import { SheetView, sheetFamilyOf } from './SheetView';

const rejectMax = 500;

/**
 * The review of an entry waiting for approval: the sheet as entered (a correction beside the
 * draw's result, the numbers that change marked), who entered it and when, then approve or
 * send it back with a reason. The one who entered it may send it back but not approve it:
 * the approve button says so.
 */
export function ReviewDialog({
  draw,
  onApproved,
  onRejected,
  onClose,
}: {
  draw: ResultDraw & { pending: ResultEntry };
  onApproved: (draw: ResultDraw) => void;
  onRejected: (entry: ResultEntry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const staff = useStaff();
  const entry = draw.pending;
  const family = sheetFamilyOf(draw.family);
  const own = entry.enteredBy === staff.username;
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (send: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await send();
    } catch (error) {
      setProblem(resultsErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (rejecting) {
    return (
      <ReasonDialog
        title={t('lotteryResults.review.rejectTitle')}
        message={t('lotteryResults.review.rejectText')}
        reasonLabel={t('lotteryResults.review.reason')}
        maxLength={rejectMax}
        confirmLabel={t('lotteryResults.review.rejectButton')}
        busy={busy}
        error={problem}
        onConfirm={(reason) =>
          void act(async () => onRejected(await resultActions.reject(entry.entryId, reason)))
        }
        onClose={onClose}
        testId="result-reject"
      />
    );
  }

  return (
    <Dialog
      title={t(
        entry.correction ? 'lotteryResults.review.correctionTitle' : 'lotteryResults.review.title',
      )}
      onClose={onClose}
      busy={busy}
      testId="result-review"
    >
      <Facts
        facts={[
          [t('lotteryResults.game'), `${draw.gameName} · ${draw.numero}`],
          [t('lotteryResults.drawsAt'), formatTime(draw.drawsAt)],
          [
            t('lotteryResults.review.enteredBy'),
            t('lotteryResults.review.byAt', {
              name: entry.enteredBy,
              time: formatTime(entry.enteredAt),
            }),
          ],
        ]}
      />
      <div className="sheet-compare">
        {entry.correction && draw.result && (
          <SheetView family={family} sheet={draw.result} label={t('lotteryResults.current')} />
        )}
        <SheetView
          family={family}
          sheet={entry.sheet}
          compareTo={entry.correction ? draw.result : null}
          label={t('lotteryResults.review.entered')}
        />
      </div>
      <p className="dialog-message">
        {t(entry.correction ? 'lotteryResults.review.correctText' : 'lotteryResults.review.text')}
      </p>
      {own && <p className="form-notice">{t('lotteryResults.review.ownEntry')}</p>}
      <FormProblem>{problem}</FormProblem>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => setRejecting(true)}
          disabled={busy}
        >
          {t('lotteryResults.review.reject')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            void act(async () => onApproved(await resultActions.approve(entry.entryId)))
          }
          disabled={busy || own}
          aria-busy={busy}
        >
          {t('lotteryResults.review.approve')}
        </button>
      </div>
    </Dialog>
  );
}
