import type { ReactNode } from 'react';

/**
 * The button of an action that takes a moment (a sign-in, an export, a check): while `busy`
 * it says so (`busyLabel`) and cannot be pressed again, so nothing is sent twice.
 */
export function BusyButton({
  busy,
  busyLabel,
  children,
  type = 'button',
  className,
  onClick,
  testId,
}: {
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
  type?: 'button' | 'submit';
  className: string;
  onClick?: () => void;
  testId?: string;
}) {
  return (
    <button
      type={type}
      className={className}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
