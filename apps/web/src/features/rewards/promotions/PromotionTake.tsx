import type { rewards } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireMoney } from '@croupier/web-kit/money';
import { balanceKey, useCurrencySymbol } from '../../../app/wallet/balance';
import { useSessionStore } from '../../../app/session/store';
import { failureText } from '../../../i18n/failure-text';
import { FormError } from '../../../ui/Field';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';
import { joinPromotion, promotionsKey, usePromotionOffers } from './api';
import { usePromotionsCatalogue } from './catalogue';
import './promotions.css';

const commentMax = 140;

/**
 * The promotion detail's take-part block (spec §3 promotion statuses): the terms of the rule
 * behind the announcement `code`, the member's status and, while it is open to them, Join (a
 * deposit match) or Claim (a fixed bonus) with an optional comment. Images with the
 * application come with the operator's review. Nothing when the announcement has no rule.
 */
export function PromotionTake({ code }: { code: string | null }) {
  usePromotionsCatalogue();
  const { t } = useTranslation();
  const offers = usePromotionOffers();
  if (!code) return null;
  if (offers.isPending) return <Loader />;
  if (offers.isError) {
    return <LoadFailure error={offers.error} onRetry={() => void offers.refetch()} />;
  }
  const offer = offers.data.find((candidate) => candidate.announcementCode === code);
  if (!offer) return null;
  return (
    <section
      className="promotion-take mc-card"
      aria-label={t('rewardPromotions.take.status.' + offer.status)}
      data-testid="promotion-take"
    >
      <Terms offer={offer} />
      <p
        className={`promotion-status promotion-status-${offer.status}`}
        data-testid="promotion-status"
      >
        {t(`rewardPromotions.take.status.${offer.status}`)}
      </p>
      {offer.closedReason && (
        <p className="promotion-note">
          {t(`rewardPromotions.take.closedReason.${offer.closedReason}`)}
        </p>
      )}
      {(offer.status === 'join' || offer.status === 'claim') && <JoinForm offer={offer} />}
    </section>
  );
}

function Terms({ offer }: { offer: rewards.PromotionOffer }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const percent = `${(offer.matchBasisPoints / 100).toLocaleString()}%`;
  return (
    <ul className="promotion-terms">
      <li>
        {offer.kind === 'fixed_bonus'
          ? t('rewardPromotions.take.terms.fixed', { max: money(offer.maxBonus) })
          : t('rewardPromotions.take.terms.match', { percent, max: money(offer.maxBonus) })}
      </li>
      {offer.kind !== 'fixed_bonus' && offer.minDeposit > 0 && (
        <li>{t('rewardPromotions.take.terms.minDeposit', { min: money(offer.minDeposit) })}</li>
      )}
      {offer.wageringMultiple > 0 && (
        <li>{t('rewardPromotions.take.terms.wagering', { multiple: offer.wageringMultiple })}</li>
      )}
    </ul>
  );
}

/** Join or Claim, one at a time; the answer's status replaces the offer's. */
function JoinForm({ offer }: { offer: rewards.PromotionOffer }) {
  const { t } = useTranslation();
  const commentId = useId();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((state) => state.token !== null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!signedIn) return <p className="promotion-note">{t('rewardPromotions.take.signIn')}</p>;

  const take = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const taken = await joinPromotion(offer.id, comment);
      setDone(
        taken.status === 'signed'
          ? t('rewardPromotions.take.joined')
          : t('rewardPromotions.take.claimedNow'),
      );
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsKey }),
        queryClient.invalidateQueries({ queryKey: balanceKey }),
      ]);
    }
  };

  return (
    <form
      className="promotion-join"
      onSubmit={(event) => {
        event.preventDefault();
        void take();
      }}
    >
      <label htmlFor={commentId}>{t('rewardPromotions.take.comment')}</label>
      <textarea
        id={commentId}
        maxLength={commentMax}
        rows={2}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t(`rewardPromotions.take.${offer.status === 'claim' ? 'claim' : 'join'}`)}
        </button>
      </div>
      {/* Under the button: what the click did, or why it was refused. */}
      <FormError message={failure} />
      {done && <output className="mc-saved">{done}</output>}
    </form>
  );
}
