import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { members } from '../modules/member/schema';
import { findMemberByUsername } from '../modules/member/service';

/**
 * The demo agent's team, so the agent centre has a tree to show: under agent1 (beside
 * player1, placed there by the wallet's seed) a demo player and a demo sub-agent with two
 * players of its own. All sign in with the demo password; their nicknames say they are demo
 * accounts. They have no money or bets of their own: the team's figures come from what is
 * played on the demo site.
 */
const demoTeam = [
  { username: 'demoteam1', accountType: 0, upline: 'agent1', nickname: 'Demo team player 1' },
  { username: 'demosub1', accountType: 2, upline: 'agent1', nickname: 'Demo sub-agent 1' },
  { username: 'demoteam2', accountType: 0, upline: 'demosub1', nickname: 'Demo team player 2' },
  { username: 'demoteam3', accountType: 0, upline: 'demosub1', nickname: 'Demo team player 3' },
] as const;

export async function seedDemoTeam(
  tx: Database,
  merchantId: number,
  passwordHash: string,
): Promise<void> {
  if (!(await findMemberByUsername(tx, merchantId, 'agent1'))) return;
  for (const member of demoTeam) {
    await tx
      .insert(members)
      .values({
        merchantId,
        username: member.username,
        passwordHash,
        accountType: member.accountType,
        nickname: member.nickname,
      })
      .onConflictDoNothing();
    const upline = await findMemberByUsername(tx, merchantId, member.upline);
    if (!upline) continue;
    // Only where no upline is set: an operator's later change of upline is kept.
    await tx
      .update(members)
      .set({ uplineId: upline.id })
      .where(
        and(
          eq(members.merchantId, merchantId),
          sql`lower(${members.username}) = ${member.username}`,
          isNull(members.uplineId),
        ),
      );
  }
}
