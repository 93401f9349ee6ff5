import type { ReactNode } from 'react';

export function StatusBadge({
  tone,
  children,
}: {
  tone: 'pending' | 'good' | 'bad' | 'info' | 'plain';
  children: ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
