import { consoleLottery } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { lotteryActions, lotteryKey } from './api';
import { lotteryErrorText } from './errors';
import { SaveDialog, useLotteryChange, type BetTypeDialogProps } from './parts';

/** How long typing rests before the RTP of the odds typed is asked for. */
const previewDelayMs = 300;

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What is wrong with odds as typed, by the contract's own rule; null when they are fine. */
function oddsProblem(text: string): string | null {
  const checked = consoleLottery.oddsDecimal.safeParse(text);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'lottery_odds_format');
}

/**
 * The odds of one bet type, prize by prize, with the exact RTP they give as they are typed
 * (the server computes it with the engine). Odds that would return 100 % or more cannot be
 * saved; the server refuses them too, naming the bet type.
 */
export function OddsDialog({ game, betType, merchant, onClose, onDone }: BetTypeDialogProps) {
  const { t } = useTranslation();
  const [odds, setOdds] = useState(() =>
    Object.fromEntries(betType.odds.map((prize) => [prize.prize, prize.odds])),
  );
  const [checked, setChecked] = useState(false);
  const problems = Object.fromEntries(
    Object.entries(odds).flatMap(([prize, text]) => {
      const problem = oddsProblem(text);
      return problem ? [[prize, problem]] : [];
    }),
  );
  const valid = Object.keys(problems).length === 0;
  const typed = useSettled(odds, previewDelayMs);
  const preview = useQuery({
    queryKey: [...lotteryKey(merchant.code), 'rtp', game.gameCode, betType.betType, typed],
    queryFn: ({ signal }) =>
      lotteryActions.previewRtp(game.gameCode, { betType: betType.betType, odds: typed }, signal),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const run = useLotteryChange(
    merchant,
    () => lotteryActions.updateGame(game.gameCode, { odds: { [betType.betType]: odds } }),
    () => onDone(t('lottery.odds.saved', { betType: betType.betType, name: game.name })),
  );

  const refused = preview.data?.acceptable === false;
  const submit = () => {
    setChecked(true);
    run.reset();
    if (valid && !refused) run.mutate();
  };
  const problem = run.error
    ? lotteryErrorText(run.error)
    : checked && refused
      ? t('lottery.odds.tooGenerous', { betType: betType.betType })
      : null;

  return (
    <SaveDialog
      title={t('lottery.odds.title', { betType: betType.betType, name: game.name })}
      busy={run.isPending}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      testId="lottery-odds-dialog"
      message={
        <>
          <p>{t('lottery.odds.intro')}</p>
          <p className={refused ? 'lottery-rtp lottery-rtp-refused' : 'lottery-rtp'} role="status">
            {!valid
              ? t('lottery.odds.rtpWaiting')
              : preview.data
                ? t('lottery.odds.rtp', { rtp: preview.data.rtp })
                : t('lottery.odds.rtpLoading')}
          </p>
        </>
      }
    >
      <DataTable
        label={t('lottery.odds.tableLabel')}
        columns={[
          t('lottery.odds.prize'),
          { label: t('lottery.odds.default'), numeric: true },
          t('lottery.odds.odds'),
        ]}
      >
        {betType.odds.map((prize) => {
          const error =
            checked || odds[prize.prize] !== prize.odds ? problems[prize.prize] : undefined;
          return (
            <tr key={prize.prize}>
              <th scope="row">{prize.prize}</th>
              <td className="numeric">{prize.defaultOdds}</td>
              <td>
                <input
                  className="input lottery-odds-input"
                  inputMode="decimal"
                  value={odds[prize.prize]}
                  onChange={(event) => setOdds({ ...odds, [prize.prize]: event.target.value })}
                  aria-label={t('lottery.odds.inputLabel', { prize: prize.prize })}
                  aria-invalid={Boolean(error)}
                />
                {error && <div className="field-error">{t(`lottery.fieldErrors.${error}`)}</div>}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <button
        type="button"
        className="button button-small"
        onClick={() =>
          setOdds(Object.fromEntries(betType.odds.map((prize) => [prize.prize, prize.defaultOdds])))
        }
      >
        {t('lottery.odds.defaults')}
      </button>
    </SaveDialog>
  );
}
