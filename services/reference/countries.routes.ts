import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { envelope, errorResponses } from '../lib/schemas';

export function countriesRoutes(ctx: ServicesContext): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/pass/countryList',
      {
        schema: {
          tags: ['reference'],
          summary: 'Countries and regions with their calling codes',
          description: 'label is the letter group of the English name; Content is the display text in the caller\'s language ("+86 中国" / "+86 China").',
          response: {
            200: envelope({
              type: 'array',
              items: {
                type: 'object',
                required: ['label', 'flag', 'area_code', 'en_name', 'zh_name', 'Content'],
                properties: {
                  label: { type: 'string' },
                  flag: { type: 'string' },
                  area_code: { type: 'string' },
                  en_name: { type: 'string' },
                  zh_name: { type: 'string' },
                  Content: { type: 'string' },
                },
              },
            }),
            ...errorResponses(),
          },
        },
      },
      async (request) => {
        const rows = await ctx.repos.reference.countries();
        return ok(
          request,
          rows.map((c) => ({
            label: c.enName.charAt(0).toUpperCase(),
            flag: c.flag,
            area_code: c.areaCode,
            en_name: c.enName,
            zh_name: c.zhName,
            Content: `+${c.areaCode} ${request.lang === 'en' ? c.enName : c.zhName}`,
          })),
        );
      },
    );
  };
}
