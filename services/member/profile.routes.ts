/**
 * The member's profile (spec 3, 7): read, update the personal info, set the nickname, set the avatar. Every
 * route works on the signed-in member only: no id is ever taken from the request.
 */
import { areaList } from '@vant/area-data';
import type { FastifyPluginAsync } from 'fastify';
import {
  FIELDS_MAX,
  INTRODUCTION_MAX,
  NICKNAME_MAX,
  PROFESSIONAL_FIELD_MAX,
  sanitizeIntroduction,
  validateAddress,
  validateFieldsOfInterest,
  validateIntroduction,
  validateNickname,
  validateProfessionalField,
} from '../../machines/rules/profile';
import type { ServicesContext } from '../context';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, nullData, str } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { acceptFormBodies } from '../plugins/form-body';
import { requireOwnImage } from '../storage';
import { createProfileRepository } from './profile.repository';

const bearer = [{ bearer: [] }];
const code = str(6);
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max, pattern: '^[^\\u0000]*$' });

const personalInfoSchema = envelope({
  type: 'object',
  required: ['nickname', 'avatar', 'fieldsOfInterest', 'professionalField', 'provinceCode', 'cityCode', 'districtCode', 'introduction'],
  properties: {
    nickname: { type: ['string', 'null'] },
    avatar: { type: ['string', 'null'], description: 'an object key (sign it with GET /common/v2/oss/get/signed-url) or an https URL' },
    fieldsOfInterest: { type: 'array', items: { type: 'integer' }, description: 'industry ids' },
    professionalField: { type: ['string', 'null'] },
    provinceCode: { type: ['string', 'null'] },
    cityCode: { type: ['string', 'null'] },
    districtCode: { type: ['string', 'null'] },
    introduction: { type: ['string', 'null'] },
  },
});

type PersonalInfoBody = {
  fieldsOfInterest: number[];
  professionalField?: string | null;
  provinceCode?: string | null;
  cityCode?: string | null;
  districtCode?: string | null;
  introduction?: string | null;
};

const blankToNull = (text: string | null | undefined): string | null => (text == null || text.trim() === '' ? null : text.trim());

export function profileRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const profiles = createProfileRepository(ctx.db);
  return async (app) => {
    // POST /member/v2/set/nickname is form-encoded in the spec; scoped to this plugin, JSON stays the rule elsewhere.
    acceptFormBodies(app);

    app.get(
      '/member/v2/get/personal-info',
      {
        schema: { tags: ['member'], summary: "The signed-in member's profile", security: bearer, response: { 200: personalInfoSchema, ...errorResponses(401) } },
      },
      async (request) => {
        const auth = requireAuth(request);
        return ok(request, await profiles.read(auth.user.id));
      },
    );

    app.post<{ Body: PersonalInfoBody }>(
      '/member/v2/update/personal-info',
      {
        schema: {
          tags: ['member'],
          summary: 'Update fields of interest, professional field, address and introduction',
          description:
            `fieldsOfInterest: ${'1'}-${FIELDS_MAX} industry ids that exist in the industry tree (duplicates count once). professionalField: at most ${PROFESSIONAL_FIELD_MAX} characters. ` +
            'provinceCode, cityCode, districtCode: all three or none, 6-digit codes of @vant/area-data that belong together. ' +
            `introduction: plain text, at most ${INTRODUCTION_MAX} characters after control characters are removed and line breaks normalised. Empty strings clear a field.`,
          security: bearer,
          body: bodyOf(
            {
              fieldsOfInterest: { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
              professionalField: nullableText(200),
              provinceCode: { ...code, type: ['string', 'null'] },
              cityCode: { ...code, type: ['string', 'null'] },
              districtCode: { ...code, type: ['string', 'null'] },
              introduction: nullableText(4000),
            },
            ['fieldsOfInterest'],
          ),
          response: { 200: personalInfoSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const body = request.body;
        const ids = [...new Set(body.fieldsOfInterest)];
        const address = { provinceCode: blankToNull(body.provinceCode), cityCode: blankToNull(body.cityCode), districtCode: blankToNull(body.districtCode) };
        check(validateFieldsOfInterest(ids), validateProfessionalField(body.professionalField), validateAddress(address, areaList), validateIntroduction(body.introduction));
        const known = await profiles.existingIndustries(ids);
        if (ids.some((id) => !known.has(id))) check({ rule: 'fieldsUnknown' });
        const introduction = body.introduction == null ? null : blankToNull(sanitizeIntroduction(body.introduction));
        await profiles.save(auth.user.id, { fieldsOfInterest: ids, professionalField: blankToNull(body.professionalField), ...address, introduction }, new Date(ctx.clock.now()));
        return ok(request, await profiles.read(auth.user.id), 'profileUpdated');
      },
    );

    app.post<{ Body: { nickname: string } }>(
      '/member/v2/set/nickname',
      {
        schema: {
          tags: ['member'],
          summary: 'Set the nickname',
          description: `Form-encoded (as the spec) or JSON. 1-${NICKNAME_MAX} characters after trimming; no emoji, no control characters.`,
          security: bearer,
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: bodyOf({ nickname: str(200) }),
          response: { 200: envelope(nullData), ...errorResponses(401) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        check(validateNickname(request.body.nickname));
        await profiles.setNickname(auth.user.id, request.body.nickname.trim());
        return ok(request, null, 'profileUpdated');
      },
    );

    app.post<{ Body: { avatar: string } }>(
      '/member/v2/update/avatar',
      {
        schema: {
          tags: ['member'],
          summary: 'Set the avatar',
          description: "`avatar` is the object key of the caller's own uploaded image (auth/{id}_{timestamp}_{name}); it must exist and be a JPEG or PNG by content.",
          security: bearer,
          body: bodyOf({ avatar: str(200) }),
          response: { 200: envelope(nullData), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await requireOwnImage(ctx.storage, auth, request.body.avatar);
        await profiles.setAvatar(auth.user.id, request.body.avatar);
        return ok(request, null, 'profileUpdated');
      },
    );
  };
}
