import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isModuleEnabled, modIds, session as contract } from '@croupier/contract';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { findMemberByPhone } from '../member/service';
import * as system from '../system/service';
import * as service from './service';

export function clientOf(request: FastifyRequest): service.Client {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    captchaId: request.cookies[service.captchaCookie],
  };
}

/** Sign-in, sign-out and the checks around them (spec §4, §7). */
export const sessionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx, auth, decryptBody },
) => {
  const { db } = ctx;

  app.get(
    contract.endpoints.rsaKey.path,
    {
      schema: {
        tags: ['session'],
        summary: "The merchant's public key for payload encryption",
        response: { 200: contract.endpoints.rsaKey.response },
      },
    },
    async (request) => {
      const keys = await system.getMerchantKeys(db, request.merchant.id);
      return ok({
        publicKey: keys.publicKeyPem,
        algorithm: 'RSA-OAEP-256+A256GCM' as const,
        plaintextAllowed: request.merchant.allowPlaintextPayloads,
      });
    },
  );

  app.get(
    contract.endpoints.humanChallenge.path,
    {
      schema: {
        tags: ['session'],
        summary: 'A proof-of-work challenge (human verification)',
        response: { 200: contract.endpoints.humanChallenge.response },
      },
    },
    async () => ok(await service.issueChallenge(db, ctx.config.humanCheckDifficulty)),
  );

  app.get(
    contract.endpoints.captcha.path,
    {
      schema: {
        tags: ['session'],
        summary: 'A captcha image (base64 PNG) bound to this browser by a cookie',
        response: { 200: contract.endpoints.captcha.response },
      },
    },
    async (request, reply) => {
      const previous = request.cookies[service.captchaCookie];
      const issuedAt =
        previous && /^[0-9a-f-]{36}$/.test(previous)
          ? await service.captchaIssuedAt(db, previous)
          : undefined;
      if (issuedAt && Date.now() - issuedAt.getTime() < 1000) {
        throw new AppError('captcha.too.fast', 'captcha_too_fast', 429, { retryAfterSeconds: 1 });
      }
      const captcha = await service.issueCaptcha(db);
      reply.setCookie(service.captchaCookie, captcha.id, {
        path: '/wps',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 300,
      });
      return ok(captcha.pngBase64);
    },
  );

  app.post(
    contract.endpoints.smsNoLogin.path,
    {
      schema: {
        tags: ['session'],
        summary: 'SMS code for login or reset by phone',
        body: contract.endpoints.smsNoLogin.body,
        response: { 200: contract.endpoints.smsNoLogin.response },
      },
    },
    async (request) => {
      const { merchant } = request;
      const whitelabel = await system.getWhitelabelTree(db, merchant.id);
      if (
        ![modIds.loginPhone, modIds.loginVerificationCode, modIds.forgotByPhone].some((id) =>
          isModuleEnabled(whitelabel, id),
        )
      ) {
        throw new AppError('sms.disabled', 'sms_login_disabled', 403);
      }
      await service.redeemHumanCheck(db, request.body.humanCheck);
      const dialingCode = service.normalizeDialingCode(
        request.body.countryDialingCode,
        merchant.defaultDialingCode,
      );
      const mobile = service.normalizeMobile(request.body.mobileNum);
      if (!mobile)
        throw new AppError('request.invalid', 'invalid_input', 400, {
          fields: { mobileNum: 'field_required' },
        });
      // Codes go only to numbers of members: no SMS bill run up by strangers' numbers.
      if (!(await findMemberByPhone(db, merchant.id, dialingCode, mobile))) {
        throw new AppError('member.not.found', 'wrong_account', 400, {
          fields: { mobileNum: 'wrong_account' },
        });
      }
      return ok(
        await service.sendVerificationCode(db, ctx.notifier, merchant, {
          purpose: 'noLogin',
          dialingCode,
          mobile,
          ip: request.ip,
        }),
      );
    },
  );

  app.post(
    contract.endpoints.smsRegister.path,
    {
      schema: {
        tags: ['session'],
        summary: 'SMS code for registration',
        body: contract.endpoints.smsRegister.body,
        response: { 200: contract.endpoints.smsRegister.response },
      },
    },
    async (request) => {
      const { merchant } = request;
      const whitelabel = await system.getWhitelabelTree(db, merchant.id);
      if (!isModuleEnabled(whitelabel, modIds.registerSmsVerification))
        throw new AppError('sms.disabled', 'sms_register_disabled', 403);
      await service.redeemHumanCheck(db, request.body.humanCheck);
      const dialingCode = service.normalizeDialingCode(
        request.body.countryDialingCode,
        merchant.defaultDialingCode,
      );
      const mobile = service.normalizeMobile(request.body.mobileNo);
      if (!mobile)
        throw new AppError('request.invalid', 'invalid_input', 400, {
          fields: { mobileNo: 'field_required' },
        });
      if (await findMemberByPhone(db, merchant.id, dialingCode, mobile)) {
        throw new AppError('member.exists', 'mobile_taken', 409, {
          fields: { mobileNo: 'mobile_taken' },
        });
      }
      return ok(
        await service.sendVerificationCode(db, ctx.notifier, merchant, {
          purpose: 'register',
          dialingCode,
          mobile,
          ip: request.ip,
        }),
      );
    },
  );

  app.post(
    contract.endpoints.login.path,
    {
      preValidation: decryptBody,
      schema: {
        tags: ['session'],
        summary: 'Log in by username and password, or mobile and SMS code',
        body: contract.endpoints.login.body,
        response: { 200: contract.endpoints.login.response },
      },
    },
    async (request) =>
      ok(await service.login(ctx, request.merchant, request.body, clientOf(request))),
  );

  for (const method of ['DELETE', 'POST'] as const) {
    app.route({
      method,
      url: contract.endpoints.logout.path,
      config: { allowPendingPasswordChange: true },
      preHandler: auth.requireMember,
      schema: {
        tags: ['session'],
        summary: 'End this session',
        response: { 200: contract.endpoints.logout.response },
      },
      handler: async (request) => {
        await service.logout(ctx, request.principal!);
        return ok(null);
      },
    });
  }

  app.post(
    contract.endpoints.freePlay.path,
    {
      schema: {
        tags: ['session'],
        summary: 'Free play: a new trial account, signed in',
        body: contract.endpoints.freePlay.body,
        response: { 200: contract.endpoints.freePlay.response },
      },
    },
    async (request) => ok(await service.freePlayLogin(ctx, request.merchant, clientOf(request))),
  );
};
