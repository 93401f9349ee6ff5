import { consoleLotteryResults as contract } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import { formatTime } from '../../ui/format';
import { resultActions, type ResultDraw, type ResultEntry } from './api';
import { resultsErrorText } from './errors';
import {
  localProblems,
  serverProblems,
  startingNumbers,
  type SheetNumbers,
  type SheetProblems,
} from './sheet-form';
import { sheetFamilyOf } from './SheetView';

/**
 * Enters a draw's result sheet as printed by the lottery, part by part, one input per number.
 * For a draw that has a result the inputs start from it and the entry is a correction. Either
 * way another staff member approves it before it counts.
 */
export function SheetEntryDialog({
  draw,
  onEntered,
  onClose,
}: {
  draw: ResultDraw;
  onEntered: (entry: ResultEntry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const family = sheetFamilyOf(draw.family);
  const { parts } = contract.sheetLayouts[family];
  const [numbers, setNumbers] = useState<SheetNumbers>(() => startingNumbers(family, draw.result));
  const [problems, setProblems] = useState<SheetProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const correcting = draw.result !== null;

  const change = (part: number, position: number, value: string) => {
    setNumbers((current) =>
      current.map((row, index) =>
        index === part ? row.map((old, at) => (at === position ? value : old)) : row,
      ),
    );
    setProblems(({ [`${part}.${position}`]: _fixed, [`${part}`]: _row, ...rest }) => rest);
  };

  const submit = async () => {
    const local = localProblems(family, numbers);
    setProblems(local);
    if (Object.keys(local).length > 0) {
      setProblem(t('lotteryResults.entry.fixFirst'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const trimmed = numbers.map((row) => row.map((value) => value.trim()));
      onEntered(await resultActions.enter(draw, contract.sheetOf(family, trimmed)));
    } catch (error) {
      setProblems(serverProblems(family, error) ?? {});
      setProblem(resultsErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t(correcting ? 'lotteryResults.entry.correctTitle' : 'lotteryResults.entry.title')}
      message={t(correcting ? 'lotteryResults.entry.correctText' : 'lotteryResults.entry.text', {
        game: draw.gameName,
        numero: draw.numero,
        time: formatTime(draw.drawsAt),
      })}
      problem={problem}
      confirmLabel={t('lotteryResults.entry.submit')}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
      className="sheet-form"
      testId="sheet-entry"
    >
      {parts.map((part, index) => {
        const label = t(`lotteryResults.parts.${part.name}`);
        const rowProblem =
          problems[`${index}`] ??
          Object.entries(problems).find(([at]) => at.startsWith(`${index}.`))?.[1];
        return (
          <fieldset key={part.name} className="sheet-part">
            <legend>
              {label}
              <span className="muted">
                {' '}
                {t('lotteryResults.entry.partHint', { count: part.count, digits: part.digits })}
              </span>
            </legend>
            <div className="sheet-inputs">
              {numbers[index]!.map((value, position) => (
                <input
                  key={position}
                  className="input input-mono sheet-number"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={part.digits + 2}
                  size={part.digits + 1}
                  aria-label={t('lotteryResults.entry.numberLabel', {
                    part: label,
                    position: position + 1,
                  })}
                  aria-invalid={Boolean(problems[`${index}.${position}`] ?? problems[`${index}`])}
                  value={value}
                  onChange={(event) => change(index, position, event.target.value)}
                />
              ))}
            </div>
            {rowProblem && (
              <p className="field-error">
                {t(`lotteryResults.fieldErrors.${rowProblem}`, {
                  digits: part.digits,
                  defaultValue: t('lotteryResults.fieldErrors.field_invalid'),
                })}
              </p>
            )}
          </fieldset>
        );
      })}
    </FormDialog>
  );
}
