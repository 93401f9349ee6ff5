import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRewards as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { consoleActorOf, readRoles, settingsRoles } from '../../../platform/http/staff-guard';
import { consolePointSettings, updatePointSettings } from '../points/service';
import { consoleTurnoverRules, updateTurnoverRules } from '../turnover/service';
import { updateVipLevels, vipLevelList } from '../vip/service';

const { endpoints } = contract;

/**
 * The console's Rewards section (`/bo/rewards/...`): every staff member reads the VIP ladder
 * and the turnover rules; owners and admins, who set what the brand pays, change them. Every
 * change is audited.
 */
export const rewardsConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.vipLevels, readRoles, (_input, request) => vipLevelList(db, request.merchant.id));

  route(endpoints.updateVipLevels, settingsRoles, ({ body }, request) =>
    updateVipLevels(db, consoleActorOf(request), body),
  );

  route(endpoints.turnoverRules, readRoles, (_input, request) =>
    consoleTurnoverRules(db, request.merchant.id),
  );

  route(endpoints.updateTurnoverRules, settingsRoles, ({ body }, request) =>
    updateTurnoverRules(db, consoleActorOf(request), body),
  );

  route(endpoints.pointSettings, readRoles, (_input, request) =>
    consolePointSettings(db, request.merchant.id),
  );

  route(endpoints.updatePointSettings, settingsRoles, ({ body }, request) =>
    updatePointSettings(db, consoleActorOf(request), body),
  );
};
