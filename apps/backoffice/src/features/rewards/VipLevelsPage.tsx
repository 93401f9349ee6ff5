import { consoleRewards, gameCategories } from '@croupier/contract';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import type { ActionDialogProps } from '../../ui/panel-props';
import { QueryView } from '../../ui/QueryView';
import { RowButton } from '../../ui/RowActions';
import { refreshRewards, rewardsActions, vipLevelsQuery, type VipLevel } from './api';
import { rewardsErrorText } from './errors';
import { inputOf, percentText } from './ladder';
import { RewardsPage, type RewardsPanelProps } from './RewardsPage';
import { VipLevelDialog } from './VipLevelDialog';

type Merchant = { code: string; currencySymbol: string };
type Action = { kind: 'edit'; level: VipLevel } | { kind: 'add' } | { kind: 'remove' };

/**
 * The brand's VIP ladder: each level's thresholds over a calendar month (to reach it, to keep
 * it) and its benefits, as players see them on the site's VIP page. Every role reads it;
 * owners and admins add, change and remove levels, each save audited by the server.
 */
export function VipLevelsPage() {
  return (
    <RewardsPage section="vip">
      {(panel) => <Ladder key={panel.merchant.code} {...panel} />}
    </RewardsPage>
  );
}

function Ladder({ merchant, canEdit, onNotice }: RewardsPanelProps) {
  const { t } = useTranslation();
  const levels = useQuery(vipLevelsQuery(merchant.code));
  const [action, setAction] = useState<Action | null>(null);
  const money = (amount: number) => formatWireMoney(amount, merchant.currencySymbol);
  const done = (message: string) => {
    setAction(null);
    onNotice(message);
  };
  const open = (next: Action) => {
    onNotice('');
    setAction(next);
  };

  return (
    <>
      <div className="panel" aria-busy={levels.isFetching}>
        <QueryView
          query={levels}
          empty={{
            when: (list) => list.length === 0,
            message: t('rewards.vip.empty'),
            testId: 'vip-levels-empty',
          }}
        >
          {(list) => (
            <DataTable
              label={t('rewards.vip.tableLabel')}
              columns={[
                { label: t('rewards.vip.level'), numeric: true },
                t('rewards.vip.fields.name'),
                t('rewards.vip.reach'),
                t('rewards.vip.keep'),
                t('rewards.vip.benefits'),
                canEdit && t('common.actions'),
              ]}
            >
              {list.map((level) => (
                <tr key={level.level} data-testid={`vip-level-${level.level}`}>
                  <td className="numeric">{level.level}</td>
                  <th scope="row">{level.name}</th>
                  <td>
                    {level.level === 0 ? (
                      <span className="muted">{t('rewards.vip.start')}</span>
                    ) : (
                      <Thresholds
                        deposits={money(level.upgradeDeposits)}
                        turnover={money(level.upgradeTurnover)}
                      />
                    )}
                  </td>
                  <td>
                    {level.level === 0 ? (
                      <span className="muted">{t('common.none')}</span>
                    ) : (
                      <Thresholds
                        deposits={money(level.retainDeposits)}
                        turnover={money(level.retainTurnover)}
                      />
                    )}
                  </td>
                  <td>
                    <Benefits level={level} money={money} />
                  </td>
                  {canEdit && (
                    <td>
                      <RowButton
                        label={t('rewards.edit')}
                        fullLabel={t('rewards.vip.editFor', { name: level.name })}
                        onClick={() => open({ kind: 'edit', level })}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </DataTable>
          )}
        </QueryView>
      </div>
      {canEdit && levels.data && (
        <div className="form-actions">
          {levels.data.length <= consoleRewards.maxVipLevel && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => open({ kind: 'add' })}
            >
              {t('rewards.vip.add', { level: levels.data.length })}
            </button>
          )}
          {levels.data.length > 1 && (
            <button type="button" className="button" onClick={() => open({ kind: 'remove' })}>
              {t('rewards.vip.remove', { name: levels.data.at(-1)!.name })}
            </button>
          )}
        </div>
      )}
      {action && levels.data && action.kind !== 'remove' && (
        <VipLevelDialog
          merchant={merchant}
          ladder={levels.data}
          level={action.kind === 'edit' ? action.level : levels.data.length}
          onClose={() => setAction(null)}
          onDone={done}
        />
      )}
      {action?.kind === 'remove' && levels.data && (
        <RemoveTopLevel
          merchant={merchant}
          ladder={levels.data}
          onClose={() => setAction(null)}
          onDone={done}
        />
      )}
    </>
  );
}

function Thresholds({ deposits, turnover }: { deposits: string; turnover: string }) {
  const { t } = useTranslation();
  return (
    <dl className="rewards-facts">
      <div>
        <dt>{t('rewards.vip.deposits')}</dt>
        <dd>{deposits}</dd>
      </div>
      <div>
        <dt>{t('rewards.vip.turnover')}</dt>
        <dd>{turnover}</dd>
      </div>
    </dl>
  );
}

/** The benefits a level gives; one left unset is not listed (players are not promised it). */
function Benefits({ level, money }: { level: VipLevel; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const { benefits } = level;
  const lines: string[] = [];
  if (benefits.upgradeBonus > 0) {
    lines.push(t('rewards.vip.upgradeBonusIs', { amount: money(benefits.upgradeBonus) }));
  }
  const rates = gameCategories.flatMap((category) => {
    const rate = benefits.rebateRates[category];
    return rate ? [`${t(`rewards.categories.${category}`)} ${percentText(rate)} %`] : [];
  });
  if (rates.length) lines.push(t('rewards.vip.rebatesAre', { rates: rates.join(', ') }));
  if (benefits.dailyWithdrawalLimit !== null) {
    lines.push(t('rewards.vip.limitIs', { amount: money(benefits.dailyWithdrawalLimit) }));
  }
  if (benefits.birthdayBonus > 0) {
    lines.push(t('rewards.vip.birthdayBonusIs', { amount: money(benefits.birthdayBonus) }));
  }
  if (lines.length === 0) return <span className="muted">{t('rewards.vip.noBenefits')}</span>;
  return (
    <ul className="rewards-benefits">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Removes the top level after asking: the ladder stays contiguous, so only the top one can
 * go, and the server refuses while a member holds it.
 */
function RemoveTopLevel({
  merchant,
  ladder,
  onClose,
  onDone,
}: ActionDialogProps & { merchant: Merchant; ladder: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const top = ladder.at(-1)!;
  const run = useMutation({
    mutationFn: () => rewardsActions.saveLadder({ levels: ladder.slice(0, -1).map(inputOf) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vipLevelsQuery(merchant.code).queryKey, saved);
      void refreshRewards(queryClient, merchant.code);
      onDone(t('rewards.vip.removed', { name: top.name }));
    },
  });
  return (
    <ConfirmDialog
      title={t('rewards.vip.removeTitle', { name: top.name })}
      message={<p>{t('rewards.vip.removeText', { name: top.name, level: top.level })}</p>}
      confirmLabel={t('rewards.vip.removeConfirm')}
      tone="danger"
      busy={run.isPending}
      error={run.error ? rewardsErrorText(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={onClose}
      testId="vip-remove-dialog"
    />
  );
}
