import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshContent } from './api';
import type { ContentScreenState } from './ContentScreen';
import { MoveButtons } from './parts';

/**
 * Moving rows of the screen's ordered list: each move saves the list's whole new order (sort
 * orders 1, 2, 3...) and says so (`content.<section>.reordered`); every content list is asked
 * again either way, so a failed move shows the order as it stands. `error` is the last failed
 * move's.
 */
export function useReorder(
  { section, merchant, setNotice }: Pick<ContentScreenState, 'section' | 'merchant' | 'setNotice'>,
  save: (ids: number[]) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reorder = useMutation({
    mutationFn: save,
    onSuccess: () => setNotice(t(`content.${section}.reordered`)),
    onSettled: () => void refreshContent(queryClient, merchant?.code ?? ''),
  });
  /** The up and down buttons of `row` among `rows`, in their order. */
  const moveButtons = (row: { id: number; title: string }, rows: { id: number }[]) => (
    <MoveButtons
      name={row.title}
      ids={rows.map((item) => item.id)}
      id={row.id}
      disabled={reorder.isPending}
      onOrder={(ids) => reorder.mutate(ids)}
    />
  );
  return { error: reorder.error, moveButtons };
}
