import { consoleReports } from '@croupier/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRange } from './api';
import { lastDays, rangeProblem, type RangeProblem } from './range';

const presets = [7, 30, 90] as const;

/** The days a report covers: typed (checked before it is asked for), or one of the presets. */
export function RangeForm({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onChange(draft);
  };
  const invalid = (field: 'startDate' | 'endDate') =>
    problem === field || (field === 'endDate' && (problem === 'order' || problem === 'tooLong'));
  return (
    <form className="reports-range panel" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
        <input
          id={`${id}-from`}
          className="input"
          type="date"
          value={draft.startDate}
          onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          aria-invalid={invalid('startDate')}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
        <input
          id={`${id}-to`}
          className="input"
          type="date"
          value={draft.endDate}
          onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          aria-invalid={invalid('endDate')}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <button type="submit" className="button button-primary">
        {t('reports.apply')}
      </button>
      <div className="reports-presets" role="group" aria-label={t('reports.presets')}>
        {presets.map((days) => (
          <button
            key={days}
            type="button"
            className="button button-small"
            onClick={() => onChange(lastDays(days))}
          >
            {t('reports.lastDays', { count: days })}
          </button>
        ))}
      </div>
      <p className="field-hint reports-utc">{t('reports.utcHint')}</p>
      {problem && (
        <p className="reports-error" id={`${id}-problem`} role="alert">
          {t(`reports.rangeErrors.${problem}`, { days: consoleReports.maxReportDays })}
        </p>
      )}
    </form>
  );
}
