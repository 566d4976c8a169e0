/**
 * The demo logins `npm start` prints (scripts/start.ts): only when the demo accounts are seeded, i.e. with
 * PORTAL_DEMO_ACCOUNTS on (the default outside production, off in production unless set to 1). Their passwords
 * are public, so a production start that seeds them says so.
 */
import { DEMO_ACCOUNTS } from './seed';

const pad = (text: string, width: number) => text.padEnd(width);

export function demoLoginsNotice(config: { demoAccounts: boolean; production: boolean }): string[] {
  if (!config.demoAccounts) return [];
  const [member, operations, productOwner] = DEMO_ACCOUNTS;
  const lines = [
    '',
    'Demo logins (PORTAL_DEMO_ACCOUNTS=0 turns them off)',
    `  demo member    ${pad(`13800000001 (area code 86) or ${member.email}`, 50)}password ${member.password}`,
    `  operations     ${pad(operations.email, 50)}password ${operations.password}`,
    `  product owner  ${pad(productOwner.email, 50)}password ${productOwner.password}`,
    `  hall demo      ${pad('publisher@portal.local, assessor1..3@portal.local,', 50)}password Demo@2026`,
    `                 ${pad('funder1..2@portal.local, provider1..2@portal.local', 51)}(transaction password 246810)`,
    '                 stage 2 (docs/requirements.md "Demo data"): provider1 analyses, provider2 solves, assessor1 and funder1 review',
  ];
  if (config.production) {
    lines.push('  Careful: PORTAL_DEMO_ACCOUNTS=1 in production. These passwords are public: anyone can sign in as these people, operations staff included.');
  }
  return lines;
}
