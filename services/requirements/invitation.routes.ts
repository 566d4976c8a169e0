/** Invitations, hall membership, the initial market evaluation and its bar graph (helper-owned). */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';

export function invitationRoutes(_ctx: ServicesContext): FastifyPluginAsync {
  return async () => {};
}
