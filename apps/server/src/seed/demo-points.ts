import type { Database } from '../platform/db/database';
import { pointSettingsOf, savePointRates, savePointSettings } from '../modules/rewards/service';

// The demo brand's points programme (a demo brand's settings, not a real operator's). The
// five rates the spec names (§9) at its values; e-sports earns as sports does and the two
// lottery categories half as much, a demo operator's choice. Rates are hundredths of a point
// per 1.00 of valid turnover.
const demoRates = [
  { category: 'LIVE', rate: 70 },
  { category: 'SPORTS', rate: 100 },
  { category: 'FISH', rate: 120 },
  { category: 'RNG', rate: 120 },
  { category: 'PVP', rate: 100 },
  { category: 'ESPORTS', rate: 100 },
  { category: 'LOTT', rate: 50 },
  { category: 'ELOTT', rate: 50 },
];

/**
 * The demo brand's points: the rates above, and 100 points buy P 1.00 in the main wallet, at
 * least 100 points a time. A programme the operator already has is left as it is.
 */
export async function seedDemoPoints(tx: Database, merchantId: number): Promise<void> {
  if (await pointSettingsOf(tx, merchantId)) return;
  const now = new Date();
  await savePointSettings(
    tx,
    merchantId,
    { cashPerHundredPoints: 100n, minConvertPoints: 100_00n },
    now,
  );
  await savePointRates(tx, merchantId, demoRates, now);
}
