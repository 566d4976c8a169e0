/** Publishing, the hall and operations' requirement queue. */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';

export function requirementOwnerRoutes(_ctx: ServicesContext): FastifyPluginAsync {
  return async () => {};
}
