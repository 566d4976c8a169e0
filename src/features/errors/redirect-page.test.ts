import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-page';

describe('redirectTarget', () => {
  it('re-navigates /redirect/{path} to /{path} with its query', () => {
    expect(redirectTarget('personal/wallet/overview', '?tab=1')).toBe('/personal/wallet/overview?tab=1');
  });
  it('stays inside the app and defaults to /index', () => {
    expect(redirectTarget('//evil.example', '')).toBe('/evil.example');
    expect(redirectTarget(undefined, '')).toBe('/index');
  });
});
