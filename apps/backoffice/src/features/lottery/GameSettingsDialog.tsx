import type { consoleLottery } from '@croupier/contract';
import { minorToWireText, parseAmountInput, wireToMinor } from '@croupier/web-kit/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/CheckboxField';
import { InputField } from '../../ui/InputField';
import { lotteryActions } from './api';
import { lotteryErrorText, lotteryFieldError } from './errors';
import { AmountInputs, SaveDialog, useLotteryChange, type GameDialogProps } from './parts';

const amounts = [
  'stakePerPoint',
  'minStakePerLine',
  'maxStakePerLine',
  'maxPayoutPerTicket',
] as const;
type AmountName = (typeof amounts)[number];
type FieldName = AmountName | 'closeSecondsBefore';
const fields: readonly FieldName[] = [...amounts, 'closeSecondsBefore'];

const amountText = (value: number) => minorToWireText(wireToMinor(value) ?? 0n);

/**
 * A game's settings: on or off, the seconds betting closes before each draw (less than the
 * interval), the stake per point, the stake range per line and the maximum payout per
 * ticket. Only what changed is sent; it holds for the tickets placed after it.
 */
export function GameSettingsDialog({ game, merchant, onClose, onDone }: GameDialogProps) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(game.enabled);
  const [close, setClose] = useState(String(game.closeSecondsBefore));
  const [draft, setDraft] = useState(
    () =>
      Object.fromEntries(amounts.map((name) => [name, amountText(game[name])])) as Record<
        AmountName,
        string
      >,
  );
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [nothingChanged, setNothingChanged] = useState(false);
  const run = useLotteryChange(
    merchant,
    (change: consoleLottery.LotteryGameChange) => lotteryActions.updateGame(game.gameCode, change),
    (saved) => onDone(t('lottery.games.saved', { name: saved.name })),
  );

  const maxClose = game.drawIntervalSeconds === null ? 86_400 : game.drawIntervalSeconds - 1;
  const submit = () => {
    const found: Partial<Record<FieldName, string>> = {};
    const change: consoleLottery.LotteryGameChange = {};
    const seconds = /^\d{1,5}$/.test(close.trim()) ? Number(close.trim()) : NaN;
    if (!(seconds <= maxClose)) {
      found.closeSecondsBefore = t('lottery.games.closeProblem', { max: maxClose });
    } else if (seconds !== game.closeSecondsBefore) change.closeSecondsBefore = seconds;
    const minor: Partial<Record<AmountName, bigint>> = {};
    for (const name of amounts) {
      const parsed = parseAmountInput(draft[name]);
      if ('problem' in parsed) {
        found[name] = t(`lottery.amountProblem.${parsed.problem}`);
        continue;
      }
      minor[name] = parsed.minor;
      if (parsed.minor !== wireToMinor(game[name])) change[name] = minorToWireText(parsed.minor);
    }
    if ((minor.minStakePerLine ?? 0n) > (minor.maxStakePerLine ?? minor.minStakePerLine ?? 0n)) {
      found.maxStakePerLine = t('lottery.fieldErrors.lottery_stake_limits_invalid');
    }
    if (enabled !== game.enabled) change.enabled = enabled;
    setProblems(found);
    setNothingChanged(false);
    run.reset();
    if (Object.keys(found).length > 0) return;
    if (Object.keys(change).length === 0) setNothingChanged(true);
    else run.mutate(change);
  };

  const errorOf = (name: FieldName) => problems[name] || lotteryFieldError(run.error, name);
  const formProblem = nothingChanged
    ? t('lottery.nothingChanged')
    : run.error && !fields.some((name) => lotteryFieldError(run.error, name))
      ? lotteryErrorText(run.error)
      : null;

  return (
    <SaveDialog
      title={t('lottery.games.editTitle', { name: game.name })}
      busy={run.isPending}
      problem={formProblem}
      onSubmit={submit}
      onClose={onClose}
      testId="lottery-settings-dialog"
    >
      <CheckboxField
        className="lottery-check"
        label={t('lottery.games.enabled')}
        hint={t('lottery.games.enabledHint')}
        checked={enabled}
        onChange={setEnabled}
      />
      <InputField
        label={t('lottery.games.closeLabel')}
        hint={t('lottery.games.closeHint', { max: maxClose })}
        error={errorOf('closeSecondsBefore')}
        inputMode="numeric"
        value={close}
        onChange={setClose}
      />
      <AmountInputs
        names={amounts}
        words="lottery.games"
        draft={draft}
        errorOf={errorOf}
        onChange={setDraft}
      />
    </SaveDialog>
  );
}
