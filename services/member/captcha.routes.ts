import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../lib/reply';
import { envelope, errorResponses } from '../lib/schemas';
import type { VerificationService } from './verification.service';

export function captchaRoutes(verification: VerificationService): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/member/v2/captcha',
      {
        schema: {
          tags: ['member'],
          summary: 'A picture captcha',
          description: 'Lives 2 minutes and is single-use: any check, right or wrong, consumes it. 60 per IP per 10 minutes.',
          response: {
            200: envelope({
              type: 'object',
              required: ['id', 'image'],
              properties: { id: { type: 'string' }, image: { type: 'string', description: 'data:image/svg+xml;base64,… URL' } },
            }),
            ...errorResponses(429),
          },
        },
      },
      async (request) => ok(request, await verification.issueCaptcha(request.ip)),
    );
  };
}
