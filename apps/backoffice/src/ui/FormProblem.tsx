import type { ReactNode } from 'react';

/** Why the last attempt failed, or what to fix first: a red line, read out as it appears. */
export function FormProblem({ children, id }: { children?: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {children}
    </p>
  );
}
