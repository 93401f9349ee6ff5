import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { members } from '../member/schema';
import * as memberService from '../member/service';
import { hasPaymentPassword, setPaymentPassword } from './payment-password';
import { transferUplineName } from './transfers';

async function securityOf(db: Database, memberId: bigint) {
  const member = await memberService.findMemberById(db, memberId);
  if (!member) throw AppError.of('notSession');
  return {
    account: member.username,
    nickname: member.nickname,
    payeeName: member.payeeName,
    mobile: memberService.maskMobile(member.countryDialingCode, member.mobile),
    email: memberService.maskEmail(member.email),
    hasPaymentPassword: await hasPaymentPassword(db, memberId),
    regDate: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    toUpline: await transferUplineName(db, member),
  };
}

/** "My account" of the member centre: profile, payee name and the payment password. */
export const accountRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;

  app.get(
    contract.endpoints.security.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['member'],
        summary: 'The member’s account and security settings',
        response: { 200: contract.endpoints.security.response },
      },
    },
    async (request) => ok(await securityOf(db, request.principal!.memberId)),
  );

  app.put(
    contract.endpoints.profile.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['member'],
        summary: 'Change nickname or e-mail; set the payee name once',
        body: contract.endpoints.profile.body,
        response: { 200: contract.endpoints.profile.response },
      },
    },
    async (request) => {
      const memberId = request.principal!.memberId;
      const { payeeName, ...changes } = request.body;
      if (payeeName !== undefined) {
        const member = await memberService.findMemberById(db, memberId);
        // Withdrawals are paid only to accounts in this name: once set, only the operator changes it.
        if (member?.payeeName && member.payeeName !== payeeName) {
          throw new AppError('member.payee.name.set', 'payee_name_already_set', 409);
        }
      }
      const update = { ...changes, ...(payeeName === undefined ? {} : { payeeName }) };
      if (Object.keys(update).length > 0) {
        await db.update(members).set(update).where(eq(members.id, memberId));
      }
      return ok(await securityOf(db, memberId));
    },
  );

  app.post(
    contract.endpoints.paymentPassword.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['member'],
        summary: 'Set (with the login password) or change (with the old one) the payment password',
        body: contract.endpoints.paymentPassword.body,
        response: { 200: contract.endpoints.paymentPassword.response },
      },
    },
    async (request) => {
      const principal = request.principal!;
      await setPaymentPassword(
        db,
        { id: principal.memberId, merchantId: principal.merchantId },
        request.body,
      );
      return ok(null);
    },
  );
};
