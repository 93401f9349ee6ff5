import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../i18n';
import { BusyButton } from '../../ui/BusyButton';

/** Saves a CSV the server wrote under the name it would give it. */
async function download(blob: Promise<Blob>, fileName: string) {
  const url = URL.createObjectURL(await blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
  const run = useMutation({ mutationFn: () => download(load(), fileName) });
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
