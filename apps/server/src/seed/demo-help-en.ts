import type { DemoHelpArticle } from './site-content';

/** The demo brand's footer pages in English. */
export const demoHelpEn: DemoHelpArticle[] = [
  {
    key: 'about',
    title: 'About Company',
    content: `
<p><strong>Croupier Demo is a demonstration brand, not a gaming operator.</strong> It runs the
open-source Croupier platform so that anyone can see how a white-label gaming site works:
games, promotions, a wallet, a rewards centre and an agent centre.</p>
<h3>What you can do here</h3>
<ul>
  <li>Play slots, table games, lottery and other studio games with play money.</li>
  <li>Try registration, login, the member centre and the agent centre.</li>
  <li>See how an operator presents promotions, notices and help pages.</li>
</ul>
<h3>What this site is not</h3>
<p>No real money is accepted or paid out, no bet has real value and the brand holds no gaming
licence. A real operator publishes its company name, registered address and licence here.</p>`,
  },
  {
    key: 'contact',
    title: 'Contact Us',
    content: `
<p>Our customer service team answers questions about accounts, games and promotions.</p>
<h3>How to reach us</h3>
<ul>
  <li><strong>Chat:</strong> log in and open Customer Service from the side menu or the bar on the right; the answer comes in the same window.</li>
  <li><strong>E-mail:</strong> support@demo.croupier.invalid (a placeholder address of this demo).</li>
  <li><strong>Feedback:</strong> send a question or suggestion from the Feedback form.</li>
</ul>
<h3>Before you write</h3>
<p>Tell us your username and, for a payment question, the order number from your account
record. We will never ask for your password or payment password.</p>
<p><em>Croupier Demo is a demonstration site: chat messages reach this demo's console (Customer service), where its staff logins can answer them; no real support team reads them.</em></p>`,
  },
  {
    key: 'terms',
    title: 'General Terms and Conditions',
    content: `
<p>These terms apply to every use of the Croupier Demo site. By registering you accept them.
<strong>This is a demonstration brand: all balances are play money and no prize is paid out.</strong></p>
<h3>1. Eligibility</h3>
<p>You must be at least 18 years old, or older where your local law requires it, and gaming
must be lawful where you are. One account per person, household, e-mail address and device.</p>
<h3>2. Your account</h3>
<p>Keep your login details secret; you are responsible for activity under your account. Tell
us at once if you believe someone else has used it.</p>
<h3>3. Bets and games</h3>
<p>A bet is final once accepted. Game results are decided by certified or provably fair
random number generators; in case of malfunction, affected rounds are void and stakes returned.</p>
<h3>4. Promotions</h3>
<p>Each promotion has its own rules, including turnover requirements. Abuse, such as several
accounts used to claim one offer, forfeits bonuses and winnings from them.</p>
<h3>5. Closing an account</h3>
<p>You may close your account at any time through customer service. We may suspend accounts
that break these terms.</p>
<h3>6. Changes</h3>
<p>We may update these terms; the version on this page applies from its publication.</p>`,
  },
  {
    key: 'responsible-gaming',
    title: 'Responsible Gaming',
    content: `
<p>Gaming should be entertainment, never a way to make money or to escape problems.</p>
<h3>Keep it fun</h3>
<ul>
  <li>Decide a budget before you play and stop when it is spent.</li>
  <li>Set a time limit and take regular breaks.</li>
  <li>Never chase losses and never play with money meant for bills or savings.</li>
  <li>Do not play when upset, tired or under the influence of alcohol.</li>
</ul>
<h3>Tools we offer</h3>
<p>Customer service can set a deposit limit, a cooling-off period or a self-exclusion of six
months or more. A limit takes effect at once; raising it takes effect after 24 hours.</p>
<h3>Warning signs</h3>
<p>Spending more than you can afford, borrowing to play, hiding your gaming from others or
feeling anxious when not playing are signs to stop and seek help. Free, confidential support
is available from organisations such as
<a href="https://www.gamblersanonymous.org" target="_blank">Gamblers Anonymous</a>.</p>
<h3>Under 18s</h3>
<p>Minors may not open an account. Parents can use filtering software to block gaming sites.</p>`,
  },
  {
    key: 'privacy',
    title: 'Privacy Policy',
    content: `
<p>This policy explains what personal data the site keeps and why. Croupier Demo is a
demonstration: please do not enter real personal details.</p>
<h3>What we collect</h3>
<ul>
  <li>Account data: username, mobile number, e-mail and the fields shown at registration.</li>
  <li>Activity: logins, bets, transactions and messages to customer service.</li>
  <li>Technical data: IP address, browser and device, used for security and fraud checks.</li>
</ul>
<h3>How we use it</h3>
<p>To run your account, pay winnings, prevent fraud, meet legal duties and, with your consent,
send offers. Passwords are stored only as one-way hashes.</p>
<h3>Sharing</h3>
<p>Only with service providers who process data for us (payments, SMS, e-mail) and with
authorities when the law requires it. We never sell personal data.</p>
<h3>Your rights</h3>
<p>You may ask for a copy of your data, its correction or its deletion where the law allows,
through the Contact Us page.</p>`,
  },
  {
    key: 'affiliates',
    title: 'Affiliates',
    content: `
<p>Our affiliate programme rewards partners who introduce new players.</p>
<h3>How it works</h3>
<ol>
  <li>Become an agent and receive your invitation code.</li>
  <li>Share your registration link, such as <em>/register?code=YOURCODE</em>.</li>
  <li>Players who register through it join your team, visible in the agent centre.</li>
  <li>Earn commission, daily wages or dividends under the contract agreed with your upline.</li>
</ol>
<h3>Rules</h3>
<p>No spam, no misleading advertising and no marketing to minors. Commission earned from
self-referrals or fraudulent accounts is withheld.</p>
<p><em>On this demo brand the affiliate programme works with play money only; the demo agent
is agent1 with the code DEMOAGENT.</em></p>`,
  },
  {
    key: 'refund-policy',
    title: 'Refund Policy',
    content: `
<p>This policy explains when money can be returned. On Croupier Demo every balance is play
money, so no real refund is ever made.</p>
<h3>Deposits</h3>
<p>A deposit credited to your account can be withdrawn, subject to any turnover attached to a
bonus you accepted. A deposit charged but not credited is investigated and either credited
or returned to the original payment method, normally within 3 working days.</p>
<h3>Bets</h3>
<p>Accepted bets are not refunded, except when a game or event is void, in which case the stake
is returned to your balance.</p>
<h3>Withdrawals</h3>
<p>A withdrawal marked as paid that you did not receive must be reported with proof of
non-receipt; we trace it with the payment provider and pay it again if it did not arrive.</p>
<h3>How to ask</h3>
<p>Contact customer service with your username and the order number.</p>`,
  },
];
