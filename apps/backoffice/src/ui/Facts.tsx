import type { ReactNode } from 'react';

/**
 * Label and value pairs as a definition list: what an action is about (an order, a balance
 * change), so a confirmation says exactly what will change.
 */
export function Facts({
  facts,
  className,
  testId,
}: {
  facts: [label: string, value: ReactNode][];
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'} data-testid={testId}>
      {facts.map(([label, value]) => (
        <div className="facts-row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
