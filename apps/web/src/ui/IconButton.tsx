import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/**
 * A button drawn as its icon alone: `label` is its tooltip and, hidden, its name for screen
 * readers (with `spoken` after it, e.g. how many are unread). `children` sit over the icon.
 */
export function IconButton({
  icon,
  label,
  spoken,
  iconSize = 20,
  strokeWidth,
  className = 'icon-link',
  testId,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title' | 'type'> & {
  icon: IconName;
  label: string;
  spoken?: string;
  iconSize?: number;
  strokeWidth?: number;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <button type="button" className={className} title={label} data-testid={testId} {...button}>
      <Icon name={icon} size={iconSize} strokeWidth={strokeWidth} />
      <span className="visually-hidden">
        {label}
        {spoken}
      </span>
      {children}
    </button>
  );
}
