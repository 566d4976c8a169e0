import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { envelope, errorResponses } from '../lib/schemas';

const dictType = { type: 'string', pattern: '^[a-z][a-z0-9_]{0,99}$' };

const entries = envelope(
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['dictLabel', 'dictLabelEn', 'dictValue', 'listClass', 'cssClass'],
      properties: {
        dictLabel: { type: 'string', description: 'Chinese label' },
        dictLabelEn: { type: 'string', description: 'English label (ours)' },
        dictValue: { type: 'string' },
        listClass: { type: ['string', 'null'] },
        cssClass: { type: ['string', 'null'] },
      },
    },
  },
  'The entries of the type, in order; an empty list for an unknown type',
);

export function dictRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const answer = async (request: FastifyRequest, type: string) => {
    const rows = await ctx.repos.reference.dictionary(type);
    return ok(
      request,
      rows.map(({ dictLabel, dictLabelEn, dictValue, listClass, cssClass }) => ({ dictLabel, dictLabelEn, dictValue, listClass, cssClass })),
    );
  };
  return async (app) => {
    app.get<{ Querystring: { dict_type: string } }>(
      '/dict/data',
      {
        schema: {
          tags: ['reference'],
          summary: 'Dictionary entries by type',
          querystring: { type: 'object', required: ['dict_type'], properties: { dict_type: dictType } },
          response: { 200: entries, ...errorResponses() },
        },
      },
      (request) => answer(request, request.query.dict_type),
    );

    app.get<{ Params: { type: string } }>(
      '/system/dict/data/type/:type',
      {
        schema: {
          tags: ['reference'],
          summary: 'Dictionary entries by type',
          params: { type: 'object', required: ['type'], properties: { type: dictType } },
          response: { 200: entries, ...errorResponses() },
        },
      },
      (request) => answer(request, request.params.type),
    );
  };
}
