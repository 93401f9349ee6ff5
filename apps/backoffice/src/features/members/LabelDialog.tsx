import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { memberActions } from './api';
import { fieldErrorText, memberErrorText } from './errors';
import { useMemberWrite, type MemberDialogProps } from './member-write';

const labelMax = 32;
const rankMax = 99;

/** The member's VIP rank: the club label the site shows them and its level. */
export function LabelDialog({ member, onClose, onDone }: MemberDialogProps) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(member.clubLabel ?? '');
  const [rank, setRank] = useState(String(member.rankLevel));
  const [checked, setChecked] = useState(false);
  const rankLevel = /^\d{1,2}$/.test(rank.trim()) ? Number(rank.trim()) : null;
  const run = useMemberWrite(
    () =>
      memberActions.updateLabel(member.id, {
        clubLabel: label.trim() || null,
        rankLevel: rankLevel!,
      }),
    (updated) =>
      onDone(
        t('members.label.done', {
          username: member.username,
          label: updated.clubLabel ?? t('common.none'),
          level: updated.rankLevel,
        }),
      ),
  );

  const submit = () => {
    setChecked(true);
    if (rankLevel === null) return;
    run.mutate();
  };

  const rankError =
    (checked && rankLevel === null && t('members.label.rankProblem', { max: rankMax })) ||
    fieldErrorText(run.error, 'body.rankLevel');
  const labelError = fieldErrorText(run.error, 'body.clubLabel');
  const serverProblem = run.error && !rankError && !labelError ? memberErrorText(run.error) : null;
  return (
    <FormDialog
      title={t('members.label.title', { username: member.username })}
      onClose={onClose}
      busy={run.isPending}
      testId="label-dialog"
      message={<p>{t('members.label.text')}</p>}
      problem={serverProblem}
      confirmLabel={t('members.label.button')}
      onSubmit={submit}
    >
      <Field
        label={t('members.label.clubLabel')}
        hint={t('members.label.clubLabelHint')}
        error={labelError}
        errorReplacesHint
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={label}
            maxLength={labelMax}
            onChange={(event) => setLabel(event.target.value)}
            autoFocus
          />
        )}
      </Field>
      <Field
        label={t('members.label.rankLevel')}
        hint={t('members.label.rankHint')}
        error={rankError}
        errorReplacesHint
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={rank}
            onChange={(event) => setRank(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
