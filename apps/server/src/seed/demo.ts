import { count, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { hashPassword } from '../platform/crypto/password';
import { members } from '../modules/member/schema';
import { staff } from '../modules/console/schema';
import { merchantDomains, merchants } from '../modules/system/schema';
import * as system from '../modules/system/service';
import { seedDemoTeam } from './demo-agent';
import { demoLogins, demoMerchant, demoStaff } from './demo-merchant';
import { seedDemoPayments } from './demo-payments';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoPoints } from './demo-points';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoGames } from './demo-games';
import { seedDemoLottery } from './demo-lottery';
import { seedDemoWallet } from './demo-wallet';
import { seedSiteContent } from './site-content';

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ merchants: count() }).from(merchants);
  return (row?.merchants ?? 0) === 0;
}

/**
 * Creates the demo merchant, its settings, the demo logins and its site content (banners,
 * notices, promotions, help centre). Safe to run again: rows that exist are left as they
 * are (an operator may have changed them), missing ones are added. One transaction: a
 * failed seed leaves nothing behind.
 */
export async function seedDemoData(db: Database, options: { demoPassword: string }): Promise<void> {
  const passwordHash = await hashPassword(options.demoPassword);
  await db.transaction(async (tx) => {
    const [existingDefault] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(sql`${merchants.isDefault}`);
    await tx
      .insert(merchants)
      .values({
        code: demoMerchant.code,
        name: demoMerchant.name,
        currency: demoMerchant.currency,
        currencySymbol: demoMerchant.currencySymbol,
        isDefault: !existingDefault,
        theme: demoMerchant.theme,
        licenceNotice: demoMerchant.licenceNotice,
        ...demoMerchant.customerService,
        // The site encrypts; plaintext stays allowed so curl and the OpenAPI page can try calls.
        allowPlaintextPayloads: true,
      })
      .onConflictDoNothing({ target: merchants.code });
    const [merchant] = await tx
      .select()
      .from(merchants)
      .where(sql`${merchants.code} = ${demoMerchant.code}`);
    if (!merchant) throw new Error('demo merchant missing after insert');
    // Demo databases seeded before the built-in chat pointed customer service at the help
    // centre's contact page, which pointed back at customer service: they get the chat.
    await tx.execute(sql`update merchants set live_chat_url = null, vip_service_url = null
      where id = ${merchant.id} and live_chat_url = '/helpmc#contact'`);

    await tx
      .insert(merchantDomains)
      .values(demoMerchant.domains.map((domain) => ({ domain, merchantId: merchant.id })))
      .onConflictDoNothing();

    await system.giveDefaultSettings(tx, merchant.id, demoMerchant.registerRuleChanges);

    for (const login of demoLogins) {
      await tx
        .insert(members)
        .values({
          merchantId: merchant.id,
          username: login.username,
          passwordHash,
          accountType: login.accountType,
          nickname: login.username,
          mobile: login.mobile,
          countryDialingCode: merchant.defaultDialingCode,
          email: login.email,
          affiliateCode: login.affiliateCode,
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(staff)
      .values(demoStaff.map(({ username, role }) => ({ username, passwordHash, role })))
      .onConflictDoNothing();
    await seedSiteContent(tx, merchant.id);
    await seedDemoPayments(tx, merchant.id);
    await seedDemoWallet(tx, merchant.id);
    await seedDemoTeam(tx, merchant.id, passwordHash);
    await seedDemoGames(tx, merchant.id);
    await seedDemoLottery(tx, merchant.id);
    // Last: the ladder's first level names every member there is (the demo logins' rank).
    await seedDemoRewards(tx, merchant.id);
    await seedDemoPoints(tx, merchant.id);
    await seedDemoPromotions(tx, merchant.id);
  });
}

export function demoLoginsText(demoPassword: string): string {
  const rows = [
    ...demoLogins.map(
      (login) =>
        `  ${login.kind.padEnd(11)} ${login.username.padEnd(10)} ${demoPassword}   (${login.where})`,
    ),
    ...demoStaff.map(
      (member) =>
        `  ${'back office'.padEnd(11)} ${member.username.padEnd(10)} ${demoPassword}   (${member.where})`,
    ),
  ];
  return `Demo logins of merchant "${demoMerchant.code}" (demo data, play money only):\n${rows.join('\n')}`;
}
