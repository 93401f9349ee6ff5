// Plain values of the help centre, without zod (see system-values.ts).

/**
 * Keys of the help articles the footer links to (spec §1), used as `/help#<key>` anchors.
 * A merchant may add more articles; these are the ones every brand is expected to have.
 */
export const footerHelpKeys = [
  'about',
  'contact',
  'terms',
  'responsible-gaming',
  'privacy',
  'affiliates',
  'refund-policy',
] as const;
export type FooterHelpKey = (typeof footerHelpKeys)[number];
