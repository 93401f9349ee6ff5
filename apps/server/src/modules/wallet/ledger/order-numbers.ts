import { randomInt } from 'node:crypto';

/**
 * An order number players can read out to support: a letter for the kind (D deposit,
 * W withdrawal, T transfer, A operator's adjustment), the UTC date and 10 random digits, e.g. D20261122-4821937465.
 * Unique per merchant by index; the random part makes a clash a one-in-ten-billion retry.
 */
export function orderNumber(prefix: 'D' | 'W' | 'T' | 'A', now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const digits =
    `${randomInt(100_000)}`.padStart(5, '0') + `${randomInt(100_000)}`.padStart(5, '0');
  return `${prefix}${date}-${digits}`;
}
