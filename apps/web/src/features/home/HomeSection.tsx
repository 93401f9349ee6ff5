import { useId, type ReactNode, type Ref } from 'react';
import { SectionFailure } from './SectionFailure';

/**
 * A titled section of the home page's games (a lane, the winner board, every game) with its
 * states: the failure with a retry, `placeholder` until the list is in, `emptyText` when it
 * is empty, and the list itself. `head` wraps the title, to set something beside it.
 */
export function HomeSection<List>({
  title,
  head,
  className,
  testId,
  sectionRef,
  query,
  list,
  isEmpty,
  placeholder,
  emptyText,
  emptyTestId,
  children,
}: {
  title: string;
  head?: (heading: ReactNode) => ReactNode;
  className?: string;
  testId: string;
  sectionRef?: Ref<HTMLElement>;
  /** The list's query, for its failure and retry. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The list to draw: it may lag the query's answer (deferred) or stand in for the next one. */
  list: List | undefined;
  isEmpty: (list: List) => boolean;
  placeholder: ReactNode;
  emptyText: string;
  emptyTestId?: string;
  children: (list: List) => ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="section-title">
      {title}
    </h2>
  );
  return (
    <section
      ref={sectionRef}
      className={className ? `home-section ${className}` : 'home-section'}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      {head ? head(heading) : heading}
      {query.isError ? (
        <SectionFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : list === undefined ? (
        placeholder
      ) : isEmpty(list) ? (
        <p className="empty-state" data-testid={emptyTestId}>
          {emptyText}
        </p>
      ) : (
        children(list)
      )}
    </section>
  );
}
