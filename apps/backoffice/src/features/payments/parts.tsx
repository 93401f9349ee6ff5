import type { ReactNode } from 'react';

/** The order an action is about, so the dialog says exactly what will change. */
export function OrderFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div className="facts-row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatusBadge({
  tone,
  children,
}: {
  tone: 'pending' | 'good' | 'bad' | 'info' | 'plain';
  children: ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
