import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { failure } from '../lib/errors';
import { ok } from '../lib/reply';
import { envelope, errorResponses, type JsonSchema } from '../lib/schemas';

const industryFields = {
  id: { type: 'integer' },
  name: { type: 'string', description: 'English name' },
  cnName: { type: 'string', description: 'Chinese name' },
};
const leaf: JsonSchema = { type: 'object', required: ['id', 'name', 'cnName', 'children'], properties: { ...industryFields, children: { type: 'array', maxItems: 0 } } };
const withChildren: JsonSchema = {
  type: 'object',
  required: ['id', 'name', 'cnName', 'children'],
  properties: { ...industryFields, children: { type: 'array', items: leaf } },
};

export function industriesRoutes(ctx: ServicesContext): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/member/v2/get/industry/infos',
      {
        schema: {
          tags: ['reference'],
          summary: 'Top-level industries (children empty)',
          response: { 200: envelope({ type: 'array', items: leaf }), ...errorResponses() },
        },
      },
      async (request) => ok(request, await ctx.repos.reference.topIndustries()),
    );

    app.get(
      '/member/v2/get/industry/infos-belongto',
      {
        schema: {
          tags: ['reference'],
          summary: 'The whole industry tree: top-level industries with their sub-categories',
          response: { 200: envelope({ type: 'array', items: withChildren }), ...errorResponses() },
        },
      },
      async (request) => ok(request, await ctx.repos.reference.industryTree()),
    );

    app.get<{ Querystring: { industryId: string } }>(
      '/member/v2/get/industry/info',
      {
        schema: {
          tags: ['reference'],
          summary: 'One industry with its children',
          querystring: {
            type: 'object',
            required: ['industryId'],
            properties: { industryId: { type: 'string', pattern: '^[0-9]{1,9}$' } },
          },
          response: { 200: envelope(withChildren), ...errorResponses(404) },
        },
      },
      async (request) => {
        const industry = await ctx.repos.reference.industry(Number(request.query.industryId));
        if (!industry) throw failure(404, 'industryNotFound');
        return ok(request, industry);
      },
    );
  };
}
