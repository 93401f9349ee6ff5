import { consoleLotteryResults as contract } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../ui/BusyButton';
import { FormProblem } from '../../ui/FormProblem';
import { draftErrors, serverFieldErrors, type FieldErrors } from '../../ui/form-errors';
import { InputField } from '../../ui/InputField';
import { QueryView } from '../../ui/QueryView';
import { resultActions, resultSourcesQuery, useRefreshResults } from './api';
import { resultsErrorText } from './errors';

type Draft = { name: string; urlTemplate: string }[];

const emptyDraft = (): Draft => [
  { name: '', urlTemplate: '' },
  { name: '', urlTemplate: '' },
];

/**
 * The HTTP results provider's two sources: what they are, and for owners the form that sets
 * them or switches the provider off. A draw is drawn from them only when both give the same
 * sheet; the format each must answer is described beside the form.
 */
export function SourcesPanel({
  merchant,
  canEdit,
  onNotice,
}: {
  merchant: string;
  canEdit: boolean;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(resultSourcesQuery(merchant));
  return (
    <div className="panel sources-panel">
      <p className="page-intro">{t('lotteryResults.sources.intro')}</p>
      <pre className="sources-format">{t('lotteryResults.sources.format')}</pre>
      <QueryView query={query}>
        {(data) =>
          canEdit ? (
            <SourcesForm
              key={JSON.stringify(data.sources)}
              merchant={merchant}
              saved={data.sources}
              onNotice={onNotice}
            />
          ) : data.sources.length === 0 ? (
            <p className="muted">{t('lotteryResults.sources.none')}</p>
          ) : (
            <ul className="sources-list">
              {data.sources.map((source) => (
                <li key={source.urlTemplate}>
                  <strong>{source.name}</strong> <code>{source.urlTemplate}</code>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

function SourcesForm({
  merchant,
  saved,
  onNotice,
}: {
  merchant: string;
  saved: contract.ResultSource[];
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshResults(merchant);
  const [draft, setDraft] = useState<Draft>(() => (saved.length === 2 ? saved : emptyDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (sources: Draft) => {
    const body = { sources };
    const local = draftErrors(contract.resultSources, body);
    setErrors(local ?? {});
    if (local) return;
    setBusy(true);
    setProblem(null);
    try {
      await resultActions.setSources(body);
      onNotice(t(sources.length ? 'lotteryResults.sources.saved' : 'lotteryResults.sources.off'));
      await refresh();
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      setProblem(resultsErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const edit = (index: number, field: 'name' | 'urlTemplate', value: string) =>
    setDraft((current) =>
      current.map((source, at) => (at === index ? { ...source, [field]: value } : source)),
    );
  const errorAt = (index: number, field: string) => {
    const key = errors[`sources.${index}.${field}`];
    return key
      ? t(`lotteryResults.fieldErrors.${key}`, {
          defaultValue: t('lotteryResults.fieldErrors.field_invalid'),
        })
      : '';
  };

  return (
    <form
      className="sources-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(draft);
      }}
    >
      <FormProblem>{problem}</FormProblem>
      {draft.map((source, index) => (
        <fieldset key={index} className="source-fields">
          <legend>{t('lotteryResults.sources.source', { position: index + 1 })}</legend>
          <InputField
            label={t('lotteryResults.sources.name')}
            value={source.name}
            onChange={(value) => edit(index, 'name', value)}
            error={errorAt(index, 'name')}
            maxLength={64}
          />
          <InputField
            label={t('lotteryResults.sources.url')}
            hint={t('lotteryResults.sources.urlHint')}
            value={source.urlTemplate}
            onChange={(value) => edit(index, 'urlTemplate', value)}
            error={errorAt(index, 'urlTemplate')}
            className="input input-mono"
            maxLength={500}
          />
        </fieldset>
      ))}
      <div className="sources-actions">
        {saved.length > 0 && (
          <button type="button" className="button" disabled={busy} onClick={() => void save([])}>
            {t('lotteryResults.sources.turnOff')}
          </button>
        )}
        <BusyButton
          busy={busy}
          busyLabel={t('lotteryResults.sources.saving')}
          className="button button-primary"
          type="submit"
        >
          {t('lotteryResults.sources.save')}
        </BusyButton>
      </div>
    </form>
  );
}
