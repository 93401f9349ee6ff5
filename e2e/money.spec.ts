import type { Page } from '@playwright/test';
import { shot } from './support/artifacts';
import { consoleSection, enrolInConsole, newOperator } from './support/console';
import { expect, test, withoutGreetingPopups } from './support/fixtures';
import { logIn, newPlayer, playerPassword } from './support/players';

withoutGreetingPopups();

// The money journey of the wallet issue, through the real site and server: a new player
// deposits through the demo gateway, sees the balance and the message, withdraws, the
// operator approves and pays out in the console, the player confirms receipt and reads the
// records.

const centrePage = (page: Page, label: string) =>
  page
    .getByTestId('member-centre')
    .getByRole('navigation', { name: 'Personal center pages' })
    .getByRole('button', { name: label, exact: true })
    .click();

test('deposit, withdraw, operator pays out, the player confirms and reads the records', async ({
  page,
  site,
  request,
}) => {
  test.setTimeout(90_000);
  const username = await newPlayer(site, 'journey');
  await logIn(page, username);
  const balance = page.getByTestId('header-balance').getByTestId('balance-amount');
  await expect(balance).toHaveText('P 0.00');

  // Deposit 500 through the demo gateway and come back credited.
  await page.goto('/index?center=depositv2');
  const centre = page.getByTestId('member-centre');
  await centre.getByRole('radio', { name: /Demo payment gateway/ }).check();
  await centre.getByRole('textbox', { name: /Amount/ }).fill('500');
  await page.screenshot(shot('money-deposit-form', false));
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Demo payment gateway — no real money')).toBeVisible();
  await page.screenshot(shot('money-demo-gateway'));
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await expect(page.getByTestId('member-centre')).toContainText(/has been credited/);
  await expect(balance).toHaveText('P 500.00');
  await page.screenshot(shot('money-deposit-credited', false));

  // The inbox tells of it.
  await centrePage(page, 'Inbox');
  await centre.getByText('Deposit credited').click();
  await expect(centre).toContainText(/Your deposit of P 500\.00 has been credited/);
  await page.screenshot(shot('money-inbox', false));

  // A payment password, then a bank card in the payee's name, then the withdrawal.
  await centrePage(page, 'My account');
  const paymentPassword = centre.getByRole('region', { name: 'Payment password' });
  await paymentPassword.getByLabel('Login password').fill(playerPassword);
  await paymentPassword.getByLabel('New payment password').fill('135790');
  await paymentPassword.getByLabel('Confirm payment password').fill('135790');
  await paymentPassword.getByRole('button', { name: 'Set payment password' }).click();
  await expect(centre.getByText('Your payment password is saved.')).toBeVisible();

  await centrePage(page, 'Withdrawal');
  await centre.getByRole('button', { name: 'Add a bank card' }).click();
  await centre.getByRole('textbox', { name: 'Bank', exact: true }).fill('Demo Bank');
  await centre.getByRole('textbox', { name: 'Account name', exact: true }).fill('Journey Player');
  await centre.getByRole('textbox', { name: 'Account number', exact: true }).fill('0012345678');
  await centre.getByRole('button', { name: 'Save card' }).click();
  await expect(centre.getByText(/5678/).first()).toBeVisible();
  await centre.getByRole('textbox', { name: 'Amount', exact: true }).fill('200');
  await centre.getByLabel(/^\W*Payment password$/).fill('135790');
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const sent = centre.getByText(/Withdrawal W\d{8}-\d{10} of .* sent/);
  await expect(sent).toBeVisible();
  const orderNo = /W\d{8}-\d{10}/.exec((await sent.textContent()) ?? '')![0];
  await expect(balance).toHaveText('P 300.00');
  await page.screenshot(shot('money-withdrawal-sent', false));

  // A finance officer approves and pays out in the console, in another tab.
  const desk = await page.context().newPage();
  const officer = await enrolInConsole(desk, site, await newOperator(site, request, 'finance'));
  await officer.enterCode();
  await consoleSection(desk, 'Withdrawals').click();
  await desk.getByRole('button', { name: `Approve withdrawal ${orderNo}` }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByRole('status')).toContainText(`Withdrawal ${orderNo}`);
  await desk.getByRole('button', { name: 'Approved', exact: true }).click();
  await desk.getByRole('button', { name: `Record the payout of withdrawal ${orderNo}` }).click();
  await desk
    .getByRole('dialog')
    .getByRole('button', { name: /Record payout of P 200\.00/ })
    .click();
  await desk.getByRole('button', { name: 'Paid out', exact: true }).click();
  await expect(desk.getByRole('row', { name: new RegExp(orderNo) })).toBeVisible();
  await desk.screenshot(shot('console-withdrawal-paid'));
  await desk.close();

  // The player confirms the money arrived.
  await page.reload();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  await expect(centre.getByText('Paid out')).toBeVisible();
  await expect(centre.getByText('Did the money arrive?')).toBeVisible();
  await page.screenshot(shot('money-withdrawal-paid', false));
  await centre.getByRole('radio', { name: 'Received', exact: true }).check();
  await centre.getByRole('button', { name: 'Send answer' }).click();
  await expect(centre.getByText('You confirmed you received it.')).toBeVisible();
  await expect(centre.getByText('Completed')).toBeVisible();

  // The records show every movement.
  await centrePage(page, 'Account record');
  const records = centre.getByTestId('member-centre-page');
  await expect(records).toContainText(orderNo);
  await expect(records).toContainText('500.00');
  await expect(records).toContainText('200.00');
  // The hold between request and payout is book-keeping, not a movement the player made.
  await expect(records).not.toContainText(/hold/i);
  await page.screenshot(shot('money-account-record', false));
});
