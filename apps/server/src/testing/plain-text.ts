// What the plain-text field tests send and expect (issue 15): one list of inputs that are no
// plain text, one refusal, for every module whose routes take names and titles.

/** Markup, control characters and a bidirectional override: none is plain text. */
export const notPlainText = [
  '<b>Lucky</b>',
  '"><svg/onload=alert(1)>',
  'Lucky<script>alert(1)</script>',
  'Lucky\nStar',
  'Lucky\u0007Star',
  'Lucky\u202Eevil',
];

/** E-mail addresses every e-mail field refuses. */
export const refusedEmails = [
  '"><svg/onload=alert(1)>@x.co',
  'mai<b>@example.com',
  'mai@exa mple.com',
];

/** The 400 validation answer naming `field` with `key`. */
export function plainTextRefusal(field: string, key = 'field_plain_text') {
  return {
    success: false,
    message: 'invalid_input',
    errorCode: 'request.invalid',
    value: { fields: { [field]: key } },
  };
}
