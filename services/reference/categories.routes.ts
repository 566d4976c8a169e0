import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { envelope, errorResponses } from '../lib/schemas';

export function categoriesRoutes(ctx: ServicesContext): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/requ/v1/cate/list',
      {
        schema: {
          tags: ['reference'],
          summary: 'Request categories',
          response: {
            200: envelope({
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'industryName', 'industryNameEn'],
                properties: { id: { type: 'integer' }, industryName: { type: 'string' }, industryNameEn: { type: 'string' } },
              },
            }),
            ...errorResponses(),
          },
        },
      },
      async (request) => {
        const rows = await ctx.repos.reference.requestCategories();
        return ok(request, rows.map(({ id, industryName, industryNameEn }) => ({ id, industryName, industryNameEn })));
      },
    );
  };
}
