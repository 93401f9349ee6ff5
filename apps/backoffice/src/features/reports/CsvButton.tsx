import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../api/save-file';
import { errorMessage } from '../../i18n';
import { BusyButton } from '../../ui/BusyButton';

/** Exports a report as the server writes it; a failed export says why beside the button. */
export function CsvButton({
  label,
  fileName,
  load,
  testId,
}: {
  label: string;
  fileName: string;
  load: () => Promise<Blob>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const run = useMutation({ mutationFn: () => saveFile(load(), fileName) });
  return (
    <span className="reports-csv">
      <BusyButton
        className="button button-small"
        onClick={() => run.mutate()}
        busy={run.isPending}
        busyLabel={t('reports.exporting')}
        testId={testId}
      >
        {label}
      </BusyButton>
      {run.isError && (
        <span className="reports-error" role="alert">
          {errorMessage(run.error)}
        </span>
      )}
    </span>
  );
}
