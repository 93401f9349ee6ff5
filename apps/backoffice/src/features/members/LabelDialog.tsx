import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { Dialog } from '../../ui/Dialog';
import { memberActions, refreshMember, type MemberProfile } from './api';
import { fieldErrorText, memberErrorText } from './errors';

const labelMax = 32;
const rankMax = 99;

/** The member's VIP rank: the club label the site shows them and its level. */
export function LabelDialog({
  member,
  onClose,
  onDone,
}: {
  member: MemberProfile;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  const [label, setLabel] = useState(member.clubLabel ?? '');
  const [rank, setRank] = useState(String(member.rankLevel));
  const [checked, setChecked] = useState(false);
  const rankLevel = /^\d{1,2}$/.test(rank.trim()) ? Number(rank.trim()) : null;
  const run = useMutation({
    mutationFn: () =>
      memberActions.updateLabel(member.id, {
        clubLabel: label.trim() || null,
        rankLevel: rankLevel!,
      }),
    onSuccess: (updated) => {
      void refreshMember(queryClient, merchant?.code ?? '');
      onDone(
        t('members.label.done', {
          username: member.username,
          label: updated.clubLabel ?? t('common.none'),
          level: updated.rankLevel,
        }),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog
      title={t('members.label.title', { username: member.username })}
      onClose={onClose}
      busy={run.isPending}
      testId="label-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="dialog-message">
          <p>{t('members.label.text')}</p>
        </div>
        {serverProblem && (
          <p className="form-error" role="alert">
            {serverProblem}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-label`}>{t('members.label.clubLabel')}</label>
          <input
            id={`${id}-label`}
            className="input"
            value={label}
            maxLength={labelMax}
            onChange={(event) => setLabel(event.target.value)}
            aria-invalid={Boolean(labelError)}
            aria-describedby={`${id}-label-note`}
            autoFocus
          />
          <span
            className={labelError ? 'form-error field-error' : 'field-hint'}
            id={`${id}-label-note`}
          >
            {labelError || t('members.label.clubLabelHint')}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-rank`}>{t('members.label.rankLevel')}</label>
          <input
            id={`${id}-rank`}
            className="input"
            inputMode="numeric"
            value={rank}
            onChange={(event) => setRank(event.target.value)}
            aria-invalid={Boolean(rankError)}
            aria-describedby={`${id}-rank-note`}
          />
          <span
            className={rankError ? 'form-error field-error' : 'field-hint'}
            id={`${id}-rank-note`}
            role={rankError ? 'alert' : undefined}
          >
            {rankError || t('members.label.rankHint')}
          </span>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={run.isPending}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={run.isPending}
            aria-busy={run.isPending}
          >
            {t('members.label.button')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
