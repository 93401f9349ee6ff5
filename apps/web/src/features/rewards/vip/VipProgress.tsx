import type { rewards } from '@croupier/contract';
import { intlLocale } from '@croupier/web-kit/dates';
import { formatWireMoney, wireToMinor } from '@croupier/web-kit/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Member = rewards.VipProgress;

/** How far `have` is towards `target`, in whole percent (0 … 100), exact on minor units. */
export function percentOf(have: number, target: number): number {
  const minorHave = wireToMinor(have) ?? 0n;
  const minorTarget = wireToMinor(target) ?? 0n;
  if (minorTarget <= 0n || minorHave >= minorTarget) return 100;
  if (minorHave <= 0n) return 0;
  return Number((minorHave * 100n) / minorTarget);
}

/**
 * One figure of the month against the threshold it must reach: a bar for the eye, its label
 * and "x of y" for a screen reader, and what is still missing in words.
 */
function ProgressBar({
  label,
  have,
  target,
  missing,
  symbol,
  testId,
}: {
  label: string;
  have: number;
  target: number;
  missing: number;
  symbol: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const percent = missing > 0 ? Math.min(percentOf(have, target), 99) : 100;
  return (
    <div className="vip-progress" data-testid={testId}>
      <div className="vip-progress-head">
        <span id={`${id}-label`}>{label}</span>
        <span className="vip-progress-figures">
          {t('rewards.vip.progress.of', { have: money(have), target: money(target) })}
        </span>
      </div>
      <div
        className="vip-progress-track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('rewards.vip.progress.of', { have: money(have), target: money(target) })}
      >
        <span className="vip-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="vip-progress-note">
        {missing > 0
          ? t('rewards.vip.progress.missing', { amount: money(missing) })
          : t('rewards.vip.progress.reached')}
      </p>
    </div>
  );
}

/** The month's span as the member reads it: "1 Nov – 30 Nov 2026". */
function periodText(period: Member['period'], language: string): string {
  const locale = intlLocale(language);
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const lastDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const from = new Date(period.from);
  // `until` is the first instant of the next month; the month's last day is the one before.
  const last = new Date(new Date(period.until).getTime() - 1);
  return `${day.format(from)} – ${lastDay.format(last)}`;
}

/**
 * The signed-in member's place on the ladder: their level, this month's figures against the
 * next level's thresholds, what keeping their level still asks, and their valid turnover per
 * game type.
 */
export function VipProgress({
  member,
  levels,
  symbol,
}: {
  member: Member;
  levels: readonly rewards.VipLevel[];
  symbol: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const { next, retention } = member;
  const nextLevel = next ? levels.find((level) => level.level === next.level) : undefined;
  const retentionMissing = [
    retention.depositsMissing > 0 &&
      t('rewards.vip.keep.deposits', { amount: money(retention.depositsMissing) }),
    retention.turnoverMissing > 0 &&
      t('rewards.vip.keep.turnover', { amount: money(retention.turnoverMissing) }),
  ].filter((line): line is string => Boolean(line));
  const categories = member.turnoverByCategory.filter((row) => row.validTurnover > 0);

  return (
    <section
      className="vip-member panel"
      aria-labelledby="vip-member-title"
      data-testid="vip-member"
    >
      <p className="vip-member-kicker">{t('rewards.vip.yourLevel')}</p>
      <h2 id="vip-member-title" className="vip-member-level">
        {member.name}
      </h2>
      <p className="vip-member-period">
        {t('rewards.vip.period', { period: periodText(member.period, i18n.language) })}
      </p>

      {next ? (
        <div className="vip-next" data-testid="vip-next">
          <h3>{t('rewards.vip.towards', { name: next.name })}</h3>
          <ProgressBar
            label={t('rewards.vip.deposits')}
            have={member.deposits}
            target={nextLevel?.upgradeDeposits ?? member.deposits + next.depositsMissing}
            missing={next.depositsMissing}
            symbol={symbol}
            testId="vip-progress-deposits"
          />
          <ProgressBar
            label={t('rewards.vip.validTurnover')}
            have={member.validTurnover}
            target={nextLevel?.upgradeTurnover ?? member.validTurnover + next.turnoverMissing}
            missing={next.turnoverMissing}
            symbol={symbol}
            testId="vip-progress-turnover"
          />
          {next.depositsMissing === 0 && next.turnoverMissing === 0 && (
            <p className="vip-note" role="status">
              {t('rewards.vip.reachedNext', { name: next.name })}
            </p>
          )}
        </div>
      ) : (
        <p className="vip-note" data-testid="vip-top">
          {t('rewards.vip.topLevel')}
        </p>
      )}

      {member.level > 0 && (
        <div className="vip-keep" data-testid="vip-keep">
          <h3>{t('rewards.vip.keep.title', { name: member.name })}</h3>
          {retentionMissing.length === 0 ? (
            <p>{t('rewards.vip.keep.done')}</p>
          ) : (
            <>
              <p>{t('rewards.vip.keep.intro')}</p>
              <ul>
                {retentionMissing.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      {categories.length > 0 && (
        <details className="vip-categories">
          <summary>{t('rewards.vip.byCategory')}</summary>
          <dl>
            {categories.map((row) => (
              <div key={row.category}>
                <dt>{t(`categories.${row.category}`)}</dt>
                <dd>{money(row.validTurnover)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
