import { studioVendorCode } from '@croupier/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { useBettingRound, type BetRecord } from '../api';
import { formatWireMoney } from '@croupier/web-kit/money';
import { SignedAmount } from '../parts';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { BetStatus } from './BetStatus';
import { FairnessProof } from './FairnessProof';

/**
 * One round of the betting record: what was staked and won, when, and its status as the
 * record has it now; for the studio's games, the proof that it was fair.
 */
export function RoundDetail({ record, onBack }: { record: BetRecord; onBack: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const symbol = useCurrencySymbol();
  const bet = useBettingRound(record).data ?? record;
  const label = (key: string) => t(`memberCentre.betting.${key}`);
  const money = (amount: number) => formatWireMoney(amount, symbol);
  // The list gave way to this view: focus follows, so a screen reader reads the round.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="mc-round" aria-labelledby={headingId} data-testid="round-detail">
      <button type="button" className="button button-small" onClick={onBack}>
        ‹ {label('back')}
      </button>
      <h4 id={headingId} ref={heading} tabIndex={-1}>
        {bet.gameName}
      </h4>
      <dl className="mc-facts">
        <dt>{label('round')}</dt>
        <dd className="mc-reference">{bet.roundId}</dd>
        <dt>{label('category')}</dt>
        <dd>{t(`categories.${bet.gameType}`)}</dd>
        <dt>{label('vendor')}</dt>
        <dd>{bet.vendorName}</dd>
        <dt>{label('stake')}</dt>
        <dd>{money(bet.stake)}</dd>
        <dt>{label('win')}</dt>
        <dd>{money(bet.win)}</dd>
        <dt>{label('profit')}</dt>
        <dd>
          {bet.status === 'open' ? '- -' : <SignedAmount amount={bet.profit} symbol={symbol} />}
        </dd>
        <dt>{label('status')}</dt>
        <dd>
          <BetStatus status={bet.status} />
        </dd>
        <dt>{label('placedAt')}</dt>
        <dd>{formatDateTime(bet.placedAt)}</dd>
        <dt>{label('settledAt')}</dt>
        <dd>{bet.settledAt ? formatDateTime(bet.settledAt) : label('notSettled')}</dd>
      </dl>
      {bet.vassalage === studioVendorCode && <FairnessProof roundId={bet.roundId} />}
    </section>
  );
}
