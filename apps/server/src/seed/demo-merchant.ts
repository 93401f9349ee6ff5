import type { MerchantTheme } from '@croupier/contract';
import type { RegisterRuleChanges } from '../modules/system/service';

/** The demo brand: code `demo`, the default merchant of a fresh install. */
export const demoMerchant = {
  code: 'demo',
  name: 'Croupier Demo',
  currency: 'PHP',
  currencySymbol: 'P',
  licenceNotice:
    'DEMO SITE — not a licensed operator. Croupier Demo shows the open-source Croupier platform ' +
    'with play money only. A real operator states its gaming licence and regulator here.',
  theme: {
    primary: '#f5b70a',
    accent: '#6142bf',
    background: '#0f1220',
    surface: '#1a1f33',
    text: '#eef0f7',
  } satisfies MerchantTheme,
  domains: ['localhost', '127.0.0.1'],
  // The demo brand has no live-chat provider: its customer service is the built-in chat,
  // answered from the console. A real operator with LiveChat, Tawk or Crisp puts its chat
  // page's address here (and its VIP desk's).
  customerService: {
    liveChatUrl: null,
    vipServiceUrl: null,
    facebookUrl: null,
    supportEmail: 'support@demo.croupier.invalid',
  },
  // The demo brand's username sign-up asks for no phone, so that its two ways in show the
  // difference: the mobile tab asks for the number and its SMS code, the username tab for
  // neither (issue 19). A new brand's default still asks username sign-ups for a number.
  registerRuleChanges: {
    mobileNum: { enabled: false, required: false },
  } satisfies RegisterRuleChanges,
};

/** The demo logins; the identity and back-office issues give them data and screens. */
export const demoLogins = [
  {
    kind: 'player',
    username: 'player1',
    accountType: 0,
    where: 'site /',
    mobile: '9170000001',
    email: 'player1@demo.croupier.invalid',
    affiliateCode: null,
  },
  {
    kind: 'agent',
    username: 'agent1',
    accountType: 1,
    where: 'site / (agent centre)',
    mobile: '9170000002',
    email: 'agent1@demo.croupier.invalid',
    // Registration links of the demo agent: /register?code=DEMOAGENT
    affiliateCode: 'DEMOAGENT',
  },
] as const;
/**
 * The demo's console staff: the owner, and an admin so that a newcomer can try what takes two
 * staff members (a lottery result is entered by one and approved by another).
 */
export const demoStaff = [
  {
    username: 'admin',
    role: 'owner',
    where: 'back office /backoffice/, two-factor set up at first sign-in',
  },
  {
    username: 'supervisor',
    role: 'admin',
    where: 'back office, admin role: approves what admin enters',
  },
] as const;
