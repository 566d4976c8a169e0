/** The review fee: personal payment and crowdfunding (helper-owned). */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';

export function crowdfundingRoutes(_ctx: ServicesContext): FastifyPluginAsync {
  return async () => {};
}
