/**
 * The lines `npm start` (scripts/start.ts) and `tsx services/server.ts` print about the development aids: which
 * are on, who can reach them, and the variable that turns them off. One text for both entries, tested in
 * dev-aids.test.ts.
 */
import type { ServicesConfig } from '../config';

export type DevAidsNoticeOptions = {
  /** The gateway's TRUST_PROXY (scripts/start.ts knows it): the client address then comes from X-Forwarded-For. */
  trustProxy?: number;
  /** Where the outbox page is (the web app's origin), when there is one. */
  webUrl?: string;
};

export function devAidsNotice(config: Pick<ServicesConfig, 'devAids' | 'testHooks' | 'production' | 'trustedGateways'>, options: DevAidsNoticeOptions = {}): string[] {
  if (!config.devAids) {
    const why = config.production ? 'NODE_ENV=production' : 'PORTAL_DEV_AIDS=0';
    return [`Development aids: off (${why}); /dev/* answers 404.`];
  }
  const aids = ['the outbox of every SMS, e-mail and bank deposit line (GET /dev/outbox' + (options.webUrl ? `, page ${options.webUrl}/dev/outbox)` : ')')];
  if (config.testHooks) {
    aids.push(
      'captcha answers (GET /dev/captcha/{id})',
      "ending a contact's code minute (POST /dev/code-minute/end)",
      "the services' clock (POST /dev/clock/advance)",
      'the lifecycle steps each client caused through the gateway (GET /dev/machine-walks)',
    );
  }
  const lines = [
    `Development aids: ON: ${aids.join('; ')}.`,
    '  Who can reach them: clients on this machine (loopback) and signed-in operations staff; anyone else gets 403.',
    `  Turn them off: PORTAL_DEV_AIDS=0 (or NODE_ENV=production)${config.testHooks ? '; captcha answers, code minutes, the clock and the steps: leave PORTAL_TEST_HOOKS unset' : ''}.`,
  ];
  if ((options.trustProxy ?? 0) > 0) {
    lines.push(`  TRUST_PROXY=${options.trustProxy}: the client address comes from X-Forwarded-For; only with a proxy really in front, or a client can claim to be loopback.`);
  }
  if (config.trustedGateways?.length) {
    lines.push(`  TRUSTED_GATEWAYS (${config.trustedGateways.join(', ')}) name the client for the services; a client on a gateway's own host counts as loopback.`);
  }
  if (!config.production) {
    lines.push('  Careful: the demo operations account (ops@portal.local) has a public password, so on a host others can reach anyone can sign in as operations staff and read the aids: use PORTAL_DEV_AIDS=0 there, or NODE_ENV=production (no demo accounts).');
  }
  return lines;
}
