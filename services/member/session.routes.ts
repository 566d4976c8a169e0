import type { FastifyPluginAsync } from 'fastify';
import { validateLoginPassword } from '../../machines/rules/validation';
import type { ServicesContext } from '../context';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, nullData, str } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import type { AccountService } from './account.service';
import { readIdentifier } from './identifier-fields';
import { RATE_LIMITS, SIGNIN_CAPTCHA_AFTER_FAILURES } from './rate-limits.repository';

const tokensSchema = envelope({
  type: 'object',
  required: ['idToken', 'refreshToken', 'expiresIn'],
  properties: {
    idToken: { type: 'string' },
    refreshToken: { type: 'string' },
    expiresIn: { type: 'integer', description: 'seconds until the id token expires' },
  },
});

const memberSchema = envelope({
  type: 'object',
  required: ['id', 'phone', 'primaryEmail', 'nickname', 'avatar', 'passwordLastModify', 'jyPasswordLastModify', 'localization', 'roles', 'permissions'],
  properties: {
    id: { type: 'integer' },
    phone: { type: ['string', 'null'], description: 'phone identifier, 86-13812345678' },
    primaryEmail: { type: ['string', 'null'] },
    nickname: { type: ['string', 'null'] },
    avatar: { type: ['string', 'null'] },
    passwordLastModify: { type: ['integer', 'null'], description: 'epoch ms of the last login-password change; null if never changed' },
    jyPasswordLastModify: { type: ['integer', 'null'], description: 'epoch ms of the last transaction-password change; null if never set' },
    localization: { type: 'string', enum: ['zh', 'en'] },
    roles: { type: 'array', items: { type: 'string' } },
    permissions: { type: 'array', items: { type: 'string' } },
  },
});

const bearer = [{ bearer: [] }];

export function sessionRoutes(ctx: ServicesContext, accounts: AccountService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: { identifier: string; password: string; captchaId?: string; captchaCode?: string } }>(
      '/member/v2/signin',
      {
        schema: {
          tags: ['member'],
          summary: 'Sign in',
          description:
            'identifier is a phone identifier (86-13812345678) or an e-mail. A wrong identifier or password is a 400 with one message. ' +
            'Failures are counted per identity (an account: its phone and e-mail together; else the identifier) and client address: ' +
            `after ${SIGNIN_CAPTCHA_AFTER_FAILURES} the failure answer carries data.reason captchaRequired and the next attempts from that address need ` +
            'captchaId and captchaCode (GET /member/v2/captcha); without them 400 reason captchaRequired, with a wrong one 400 reason captchaIncorrect ' +
            '(neither counts as a failure). A right password clears the address\'s failures. Rate limits, counted before hashing: ' +
            `${RATE_LIMITS.signinClient.limit} failures of one identity per address and ${RATE_LIMITS.signinIdentity.limit} from all addresses ` +
            `per 15 minutes, ${RATE_LIMITS.signinIp.limit} attempts per address per 15 minutes (429 with data.retryAfter).`,
          body: bodyOf({ identifier: str(254), password: str(128), captchaId: str(64), captchaCode: str(20) }, ['identifier', 'password']),
          response: { 200: tokensSchema, ...errorResponses(429) },
        },
      },
      async (request) => {
        const { identifier, parsed } = readIdentifier(request.body.identifier);
        check(validateLoginPassword(request.body.password));
        const { captchaId, captchaCode } = request.body;
        const tokens = await accounts.signin({ identifier, parsed, password: request.body.password, ip: request.ip, captcha: { captchaId, captchaCode } });
        return ok(request, tokens, 'signinOk');
      },
    );

    app.post<{ Body: { refreshToken: string } }>(
      '/member/v2/token/refresh',
      {
        schema: {
          tags: ['member'],
          summary: 'Exchange a refresh token for a new pair',
          description: 'Rotation: the presented refresh token stops working. 401 when it is invalid, used, expired or its session revoked.',
          body: bodyOf({ refreshToken: str(2048) }),
          response: { 200: tokensSchema, ...errorResponses(401) },
        },
      },
      async (request) => ok(request, await accounts.refresh(request.body.refreshToken)),
    );

    app.post(
      '/member/v2/member',
      {
        config: { readOnly: true },
        schema: {
          tags: ['member'],
          summary: 'The signed-in member',
          security: bearer,
          response: { 200: memberSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const { user, roles, permissions } = requireAuth(request);
        return ok(request, {
          id: user.id,
          phone: user.phone,
          primaryEmail: user.primaryEmail,
          nickname: user.nickname,
          avatar: user.avatar,
          passwordLastModify: user.passwordModifiedAt?.getTime() ?? null,
          jyPasswordLastModify: user.transactionPasswordModifiedAt?.getTime() ?? null,
          localization: user.localization,
          roles,
          permissions,
        });
      },
    );

    app.post(
      '/member/v2/signout',
      {
        schema: {
          tags: ['member'],
          summary: 'Sign out',
          description: 'Revokes the session: its id token and refresh token stop working at once.',
          security: bearer,
          response: { 200: envelope(nullData), ...errorResponses(401) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await accounts.signout(auth.sessionId);
        return ok(request, null, 'signedOut');
      },
    );

    app.get<{ Querystring: { lang: 'zh' | 'en' } }>(
      '/member/v2/modify/language',
      {
        config: { changesState: true },
        schema: {
          tags: ['member'],
          summary: "Save the member's language",
          security: bearer,
          querystring: { type: 'object', required: ['lang'], properties: { lang: { type: 'string', enum: ['zh', 'en'] } } },
          response: { 200: envelope(nullData), ...errorResponses(401) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await ctx.repos.users.setLocalization(auth.user.id, request.query.lang);
        request.lang = request.query.lang;
        return ok(request, null, 'languageSaved');
      },
    );
  };
}
