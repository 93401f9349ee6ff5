import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import { InputField } from '../../ui/InputField';
import { refreshLottery, type BetType, type ConsoleDraw, type LotteryGame } from './api';

/** The merchant the section shows: its code, and the symbol its amounts are shown with. */
export type LotteryMerchant = { code: string; name: string; currencySymbol: string };

/** What a view of the section is given: who it is of, whether they run games, a notice line. */
export type PanelProps = {
  merchant: LotteryMerchant;
  canRun: boolean;
  onNotice: (message: string) => void;
};

/** What a game's edit dialog is given; it says what it saved through `onDone`. */
export type GameDialogProps = {
  game: LotteryGame;
  merchant: LotteryMerchant;
  onClose: () => void;
  onDone: (message: string) => void;
};
export type BetTypeDialogProps = GameDialogProps & { betType: BetType };

/**
 * A change of the section's: once saved, everything of the merchant's lottery is asked
 * again, and `saved` says what was done.
 */
export function useLotteryChange<Input, Saved>(
  merchant: LotteryMerchant,
  save: (input: Input) => Promise<Saved>,
  saved: (answer: Saved) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) => {
      void refreshLottery(queryClient, merchant.code);
      saved(answer);
    },
  });
}

/** An edit form of the section in its dialog: the form is the confirmation; Save sends it. */
export function SaveDialog({
  title,
  busy,
  problem,
  message,
  onSubmit,
  onClose,
  testId,
  children,
}: {
  title: string;
  busy: boolean;
  problem: ReactNode;
  message?: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      busy={busy}
      problem={problem}
      message={message}
      confirmLabel={t('lottery.save')}
      onSubmit={onSubmit}
      testId={testId}
    >
      {children}
    </FormDialog>
  );
}

/** Amounts typed in boxes, one a name, each with its words (`<words>.<name>`) and problem. */
export function AmountInputs<Name extends string>({
  names,
  words,
  withHints = false,
  draft,
  errorOf,
  onChange,
}: {
  names: readonly Name[];
  words: string;
  withHints?: boolean;
  draft: Record<Name, string>;
  errorOf: (name: Name) => string | undefined;
  onChange: (draft: Record<Name, string>) => void;
}) {
  const { t } = useTranslation();
  return names.map((name) => (
    <InputField
      key={name}
      label={t(`${words}.${name}`)}
      hint={withHints ? t(`${words}.${name}Hint`) : undefined}
      error={errorOf(name)}
      inputMode="decimal"
      value={draft[name]}
      onChange={(value) => onChange({ ...draft, [name]: value })}
    />
  ));
}

const statusTone: Record<string, string> = {
  open: 'badge badge-info',
  closed: 'badge badge-pending',
  drawn: 'badge badge-pending',
  settled: 'badge badge-good',
  cancelled: 'badge badge-bad',
};

/** A draw's status, coloured by how far it is from done. */
export function DrawStatusBadge({ status }: { status: ConsoleDraw['status'] }) {
  const { t } = useTranslation();
  return <span className={statusTone[status]}>{t(`lottery.draws.statuses.${status}`)}</span>;
}

/** A draw's result as a line: a fast draw's numbers, or where a sheet is read. */
export function DrawResult({ draw }: { draw: ConsoleDraw }) {
  const { t } = useTranslation();
  if (draw.numbers) return <span className="lottery-result">{draw.numbers.join(' ')}</span>;
  return draw.hasSheet ? t('lottery.draws.sheet') : t('common.none');
}
