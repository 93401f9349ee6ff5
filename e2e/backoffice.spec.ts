import { shot } from './support/artifacts';
import { consoleSection, enrolInConsole, newOperator } from './support/console';
import { expect, test, withoutGreetingPopups } from './support/fixtures';
import { logIn, newPlayer } from './support/players';

withoutGreetingPopups();

// The operator console's journey (issue 7), through the real console, site and server: a new
// staff member sets up two-factor and signs in, closes the site for maintenance and sees the
// site change, reopens it, confirms a player's bank transfer that the player then sees, and
// proves the audit chain of what they did.

test('a new operator enrols two-factor, runs maintenance, confirms a deposit and checks the audit', async ({
  page,
  site,
  request,
}) => {
  test.setTimeout(90_000);
  const desk = await page.context().newPage();
  const operator = await newOperator(site, request, 'admin');

  // First sign-in: password, the authenticator's key as a QR code and as text, then a code.
  const enrolment = await enrolInConsole(desk, site, operator);
  await expect(desk.getByRole('img', { name: /QR code/ })).toBeVisible();
  await desk.screenshot(shot('console-enrol'));
  await enrolment.enterCode();
  await expect(desk.getByText(operator.username).first()).toBeVisible();
  await desk.screenshot(shot('console-home'));

  // Close the site for maintenance: a visitor gets the maintenance page on their next load.
  await consoleSection(desk, 'Settings').click();
  const maintenance = desk.getByTestId('maintenance-settings');
  await maintenance.getByRole('switch', { name: 'Site closed for maintenance' }).check();
  await maintenance.getByRole('button', { name: 'Save' }).click();
  await desk
    .getByTestId('maintenance-confirm')
    .getByRole('button', { name: 'Close the site' })
    .click();
  await expect(desk.getByTestId('maintenance-state')).toContainText('Closed for maintenance');
  await desk.screenshot(shot('console-maintenance-on'));

  await page.goto('/index');
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await page.screenshot(shot('console-site-in-maintenance'));

  await maintenance.getByRole('switch', { name: 'Site closed for maintenance' }).uncheck();
  await maintenance.getByRole('button', { name: 'Save' }).click();
  await desk
    .getByTestId('maintenance-confirm')
    .getByRole('button', { name: 'Reopen the site' })
    .click();
  await expect(desk.getByTestId('maintenance-state')).toContainText('Site open');
  await page.reload();
  await expect(page.getByTestId('maintenance-page')).toBeHidden();

  // A player asks to deposit 100.00 by bank transfer; the operator sees it arrive and confirms.
  const username = await newPlayer(site, 'payer');
  await logIn(page, username);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const order = await request.post(`${site.url}/wps/wallet/deposit`, {
    headers: { Merchant: 'demo', Authorization: token! },
    data: { methodCode: 'bank', amount: 100 },
  });
  const orderNo = (await order.json()).value.orderNo as string;

  await consoleSection(desk, 'Deposits').click();
  await desk.getByRole('button', { name: `Confirm deposit ${orderNo}` }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Credit P 100.00' }).click();
  // The answer's row flashes "Credited" only until the queue is asked again (a few ms): the
  // lasting signs are the page's notice and the order leaving the pending queue.
  await expect(
    desk.getByText(`Deposit ${orderNo} confirmed: P 100.00 credited to ${username}.`),
  ).toBeVisible();
  await expect(desk.getByRole('row', { name: new RegExp(orderNo) })).toHaveCount(0);
  await desk.screenshot(shot('console-deposit-confirmed'));

  await page.reload();
  await expect(page.getByTestId('header-balance').getByTestId('balance-amount')).toHaveText(
    'P 100.00',
  );

  // Everything the operator did is in the audit log, whose chain proves intact.
  await consoleSection(desk, 'Audit log').click();
  const log = desk.getByRole('table', { name: 'Audit log entries' });
  await expect(log).toContainText('deposit.confirm');
  await expect(log).toContainText('settings.maintenance.update');
  await desk.getByRole('button', { name: 'Verify chain' }).click();
  await expect(desk.getByText(/Chain intact/)).toBeVisible();
  await desk.screenshot(shot('console-audit'));
});
