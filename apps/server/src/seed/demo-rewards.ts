import type { consoleRewards, GameCategory, rewards } from '@croupier/contract';
import type { Database } from '../platform/db/database';
import { saveLadder, vipLevelList } from '../modules/rewards/service';

/** Major units (pesos) as the ladder's minor units. */
const peso = (amount: number) => BigInt(amount) * 100n;

type DemoLevel = {
  name: string;
  /** A month's deposits and valid turnover to reach the level, and to keep it. */
  reach: [deposits: number, turnover: number];
  keep: [deposits: number, turnover: number];
  upgradeBonus: number;
};

// Demo settings in pesos, as a mid-size operator in the Philippines might set them (a demo
// brand's, not a real operator's). Level 5 is above 4: its members get the VIP customer
// service (spec "rank level above 4"). Among the benefits, the upgrade bonus and the cashback
// rates are set: both are paid today. The daily withdrawal limit and the birthday bonus stay
// unset until the withdrawal check and birthdays apply them (issue 17), so the demo shows no
// benefit the product does not give.
const demoLevels: DemoLevel[] = [
  {
    name: 'Bronze',
    reach: [0, 0],
    keep: [0, 0],
    upgradeBonus: 0,
  },
  {
    name: 'Silver',
    reach: [5_000, 50_000],
    keep: [2_000, 20_000],
    upgradeBonus: 88,
  },
  {
    name: 'Gold',
    reach: [20_000, 200_000],
    keep: [8_000, 80_000],
    upgradeBonus: 388,
  },
  {
    name: 'Platinum',
    reach: [100_000, 1_000_000],
    keep: [40_000, 400_000],
    upgradeBonus: 1_888,
  },
  {
    name: 'Diamond',
    reach: [500_000, 5_000_000],
    keep: [200_000, 2_000_000],
    upgradeBonus: 8_888,
  },
  {
    name: 'Black Diamond',
    reach: [2_000_000, 20_000_000],
    keep: [800_000, 8_000_000],
    upgradeBonus: 28_888,
  },
];

/**
 * DEMO cashback rates, in basis points of valid turnover (50 = 0.50 %), a demo brand's and not
 * a real operator's: live dealer and lottery, whose margins are thin, pay least; each level
 * adds 0.10 % (lottery 0.05 %).
 */
export function demoRebateRates(level: number): Partial<Record<GameCategory, number>> {
  const step = 10 * level;
  return {
    LIVE: 40 + step,
    RNG: 50 + step,
    SPORTS: 50 + step,
    ESPORTS: 50 + step,
    FISH: 50 + step,
    PVP: 30 + step,
    LOTT: 20 + step / 2,
    ELOTT: 20 + step / 2,
  };
}

export const demoVipLadder: consoleRewards.ParsedVipLevel[] = demoLevels.map((level, index) => {
  return {
    level: index,
    name: level.name,
    upgradeDeposits: peso(level.reach[0]),
    upgradeTurnover: peso(level.reach[1]),
    retainDeposits: peso(level.keep[0]),
    retainTurnover: peso(level.keep[1]),
    benefits: {
      rebateRates: demoRebateRates(index),
      dailyWithdrawalLimit: null,
      upgradeBonus: peso(level.upgradeBonus),
      birthdayBonus: 0n,
    },
  };
});

/**
 * The demo brand's VIP ladder, Bronze (0) to Black Diamond (5). Every member starts at
 * Bronze: saving the ladder gives the members at level 0, the demo logins among them, its
 * name, which the nav shows. A ladder the operator already has is left as it is (but see
 * `isDemoLadderWithoutRates`). Valid turnover keeps the default rules (every category counts
 * in full).
 */
export async function seedDemoRewards(tx: Database, merchantId: number): Promise<void> {
  const levels = await vipLevelList(tx, merchantId);
  if (levels.length === 0 || isDemoLadderWithoutRates(levels)) {
    await saveLadder(tx, merchantId, demoVipLadder);
  }
}

/**
 * A demo brand seeded before cashback had the demo ladder with no rates: it gets the demo
 * rates. A ladder an operator changed (a name, a threshold, a bonus or any rate) is left as
 * it is.
 */
function isDemoLadderWithoutRates(levels: rewards.VipLevel[]): boolean {
  return (
    levels.length === demoLevels.length &&
    levels.every(
      (level, index) =>
        level.name === demoLevels[index]!.name &&
        level.upgradeDeposits === demoLevels[index]!.reach[0] &&
        level.upgradeTurnover === demoLevels[index]!.reach[1] &&
        level.retainDeposits === demoLevels[index]!.keep[0] &&
        level.retainTurnover === demoLevels[index]!.keep[1] &&
        level.benefits.upgradeBonus === demoLevels[index]!.upgradeBonus &&
        Object.keys(level.benefits.rebateRates).length === 0,
    )
  );
}
