import { describe, expect, it } from 'vitest';
import { parseServicesConfig } from '../../config';
import { demoLoginsNotice } from './demo-logins';

describe('the demo logins printed at start', () => {
  it('are printed outside production, with the variable that turns them off', () => {
    const lines = demoLoginsNotice(parseServicesConfig({}));
    expect(lines.join('\n')).toContain('PORTAL_DEMO_ACCOUNTS=0');
    expect(lines.join('\n')).toMatch(/ops@portal\.local\s+password Ops@2026x/);
    expect(lines.join('\n')).not.toContain('Careful');
  });

  it('are off in production unless PORTAL_DEMO_ACCOUNTS=1, which warns', () => {
    expect(demoLoginsNotice(parseServicesConfig({ NODE_ENV: 'production' }))).toEqual([]);
    expect(demoLoginsNotice(parseServicesConfig({ PORTAL_DEMO_ACCOUNTS: '0' }))).toEqual([]);
    const opted = demoLoginsNotice(parseServicesConfig({ NODE_ENV: 'production', PORTAL_DEMO_ACCOUNTS: '1' })).join('\n');
    expect(opted).toContain('demo@portal.local');
    expect(opted).toMatch(/Careful: PORTAL_DEMO_ACCOUNTS=1 in production/);
  });
});
