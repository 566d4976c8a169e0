/**
 * Who may use the development aids (issue 11): they show other people's codes and deposits, so someone who runs
 * `npm start` on a host others can reach must not hand those out. They answer only:
 *
 * - a client on this machine: the client address is loopback. That address is `request.ip`, which Fastify takes
 *   from the socket, and from `X-Forwarded-For` only when the socket is a trusted gateway (loopback, or
 *   TRUSTED_GATEWAYS; app.ts `trustProxy`). The gateway always names the client it sees there: its socket peer,
 *   or with TRUST_PROXY=n the address n proxies in front of it vouch for (gateway/context.ts `clientIpOf`). So a
 *   remote browser reaching the outbox page through the gateway is remote here too, and a remote client talking
 *   to the services directly (HOST=0.0.0.0) cannot claim loopback with a header of its own;
 * - or a signed-in member of the operations staff (role `operations`, or `admin`), from anywhere.
 *
 * Everyone else gets 403 `devAidsLocalOnly`. PORTAL_DEV_AIDS=0 or NODE_ENV=production removes the routes.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { hasRole } from '../../machines/access/access';
import { failure } from '../lib/errors';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const candidate = mapped ? mapped[1] : address;
  const family = isIP(candidate);
  if (family === 4) return candidate.startsWith('127.');
  if (family === 6) return /^(0{0,4}:){2,7}0{0,3}1$/.test(candidate) || candidate === '::1';
  return false;
}

/** True when the caller may use the development aids (see the file comment). */
export function mayUseDevAids(request: FastifyRequest): boolean {
  if (isLoopbackAddress(request.ip)) return true;
  return request.auth !== null && hasRole(request.auth.roles, 'operations');
}

/** The `onRequest` guard of every development aid route: 403 for anyone else. */
export async function requireDevAidAccess(request: FastifyRequest): Promise<void> {
  if (!mayUseDevAids(request)) throw failure(403, 'devAidsLocalOnly');
}
