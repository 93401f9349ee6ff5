/**
 * What the last action did ("Deposit D123 credited"). The live region stays in the page,
 * hidden while empty, so a screen reader hears every new message.
 */
export function Notice({ message }: { message: string }) {
  return (
    <p className={message ? 'notice' : 'visually-hidden'} role="status">
      {message}
    </p>
  );
}
