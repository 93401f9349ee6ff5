/**
 * One entry of the error catalogue: the `errorCode` answered, the i18n key of `message`
 * clients translate, and the HTTP status. The literal types are kept, so a caller reads
 * the exact code, key and status an error answers with.
 */
export function error<
  const Code extends string,
  const Message extends string,
  const Status extends number,
>(
  code: Code,
  message: Message,
  status: Status,
): { readonly code: Code; readonly message: Message; readonly status: Status } {
  return { code, message, status };
}
