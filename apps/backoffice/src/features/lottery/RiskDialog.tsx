import { minorToWireText, parseAmountInput, wireToMinor } from '@croupier/web-kit/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryActions } from './api';
import { lotteryErrorText, lotteryFieldError, pickListError } from './errors';
import { picksOf } from './format';
import { AmountInputs, SaveDialog, useLotteryChange, type BetTypeDialogProps } from './parts';
import { PickLists } from './PickLists';

const limits = ['minStake', 'maxStake', 'numberCap'] as const;
type LimitName = (typeof limits)[number];

/**
 * A bet type's risk limits: its own stake range per line (within the game's), the cap on
 * what one draw may stand to pay on one pick, and its closed and half-pay picks for every
 * draw of the game. A limit left empty is none. Everything is sent, as the form shows it.
 */
export function RiskDialog({ game, betType, merchant, onClose, onDone }: BetTypeDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => {
    const text = (value: number | null) =>
      value === null ? '' : minorToWireText(wireToMinor(value) ?? 0n);
    return Object.fromEntries(limits.map((name) => [name, text(betType[name])])) as Record<
      LimitName,
      string
    >;
  });
  const [picks, setPicks] = useState({
    closed: betType.closed.join(' '),
    halfPay: betType.halfPay.join(' '),
  });
  const [problems, setProblems] = useState<Partial<Record<LimitName, string>>>({});
  const run = useLotteryChange(
    merchant,
    (amounts: Record<LimitName, string | null>) =>
      lotteryActions.updateRisk(game.gameCode, betType.betType, {
        ...amounts,
        closed: picksOf(picks.closed),
        halfPay: picksOf(picks.halfPay),
      }),
    () => onDone(t('lottery.risk.saved', { betType: betType.betType, name: game.name })),
  );

  const submit = () => {
    const found: Partial<Record<LimitName, string>> = {};
    const amounts = {} as Record<LimitName, string | null>;
    const minor: Partial<Record<LimitName, bigint>> = {};
    for (const name of limits) {
      const parsed = parseAmountInput(draft[name]);
      if ('minor' in parsed) {
        minor[name] = parsed.minor;
        amounts[name] = minorToWireText(parsed.minor);
      } else if (parsed.problem === 'required') amounts[name] = null;
      else found[name] = t(`lottery.amountProblem.${parsed.problem}`);
    }
    if (
      minor.minStake !== undefined &&
      minor.maxStake !== undefined &&
      minor.minStake > minor.maxStake
    ) {
      found.maxStake = t('lottery.fieldErrors.lottery_stake_limits_invalid');
    }
    setProblems(found);
    run.reset();
    if (Object.keys(found).length === 0) run.mutate(amounts);
  };

  const pickError = pickListError(run.error);
  const errorOf = (name: LimitName) => problems[name] || lotteryFieldError(run.error, name);
  const formProblem =
    run.error && !pickError && !limits.some((name) => lotteryFieldError(run.error, name))
      ? lotteryErrorText(run.error)
      : null;

  return (
    <SaveDialog
      title={t('lottery.risk.title', { betType: betType.betType, name: game.name })}
      busy={run.isPending}
      problem={formProblem}
      message={<p>{t('lottery.risk.intro')}</p>}
      onSubmit={submit}
      onClose={onClose}
      testId="lottery-risk-dialog"
    >
      <AmountInputs
        names={limits}
        words="lottery.risk"
        withHints
        draft={draft}
        errorOf={errorOf}
        onChange={setDraft}
      />
      <PickLists value={picks} onChange={setPicks} error={pickError} />
    </SaveDialog>
  );
}
