import { gameCategories, toMajor, type consoleRewards } from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import type { ConsoleActor } from '../../../platform/http/staff-guard';
import { ratesWithDefaults, toPoints } from './rates';
import { ratesOf, saveRates, saveSettings, settingsOf } from './queries';

/** The console's view: the programme (or none) and every category's rate, defaults filled in. */
export async function consolePointSettings(
  db: Database,
  merchantId: number,
): Promise<consoleRewards.ConsolePointSettings> {
  const settings = await settingsOf(db, merchantId);
  const rates = ratesWithDefaults(await ratesOf(db, merchantId));
  return {
    programme: settings
      ? {
          cashPerHundredPoints: toMajor(settings.cashPerHundredPoints),
          minConvertPoints: toPoints(settings.minConvertPoints),
        }
      : null,
    rates: gameCategories.map((category) => ({ category, rate: (rates.get(category) ?? 0) / 100 })),
  };
}

/**
 * Starts or changes the brand's points programme (`PUT /bo/rewards/point-rates`), audited with
 * the settings before and after, in one transaction. Rates apply to windows earned after it.
 */
export async function updatePointSettings(
  db: Database,
  actor: ConsoleActor,
  body: consoleRewards.ParsedPointSettingsBody,
): Promise<consoleRewards.ConsolePointSettings> {
  return db.transaction(async (tx) => {
    const before = await consolePointSettings(tx, actor.merchantId);
    const now = new Date();
    await saveSettings(
      tx,
      actor.merchantId,
      {
        cashPerHundredPoints: body.cashPerHundredPoints,
        minConvertPoints: BigInt(body.minConvertPoints) * 100n,
      },
      now,
    );
    await saveRates(
      tx,
      actor.merchantId,
      body.rates.map((rate) => ({ category: rate.category, rate: Number(rate.rate) })),
      now,
    );
    const after = await consolePointSettings(tx, actor.merchantId);
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
      action: 'rewards.point_settings.update',
      target: 'point-rates',
      before,
      after,
    });
    return after;
  });
}
