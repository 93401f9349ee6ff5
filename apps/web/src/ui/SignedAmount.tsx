import { formatWireMoney } from '@croupier/web-kit/money';
import './signed-amount.css';

/** "+" for a gain, "−" for a loss: the sign carries the meaning, not only the colour. */
export function signedMoney(amount: number, symbol: string): string {
  const text = formatWireMoney(Math.abs(amount), symbol);
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text;
}

/** Green for a gain, red for a loss, none for zero. */
export const signClass = (amount: number) =>
  amount > 0 ? 'amount-positive' : amount < 0 ? 'amount-negative' : undefined;

/** A signed amount: green and "+" for a gain, red and "−" for a loss. */
export function SignedAmount({ amount, symbol }: { amount: number; symbol: string }) {
  return <span className={signClass(amount)}>{signedMoney(amount, symbol)}</span>;
}
