import { useTranslation } from 'react-i18next';
import { changedFields, shownValue } from './diff';

/** The fields one entry changed, before → after. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const changes = changedFields(before, after);
  if (changes.length === 0) return <p className="muted">{t('audit.diff.none')}</p>;
  const value = (raw: unknown) => {
    const text = shownValue(raw);
    return text === null ? <span className="muted">{t('common.none')}</span> : <code>{text}</code>;
  };
  return (
    <table className="audit-diff">
      <thead>
        <tr>
          <th scope="col">{t('audit.diff.field')}</th>
          <th scope="col">{t('audit.diff.before')}</th>
          <td aria-hidden="true" />
          <th scope="col">{t('audit.diff.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field || t('audit.diff.value')}</th>
            <td className="diff-before">{value(change.before)}</td>
            <td className="diff-arrow" aria-hidden="true">
              →
            </td>
            <td className="diff-after">{value(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
