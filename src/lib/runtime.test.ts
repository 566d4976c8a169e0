import { describe, expect, it } from 'vitest';
import { readProductionRuntime } from './runtime';

function docWith(content: string | null) {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'portal-env';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readProductionRuntime', () => {
  it('follows what the server wrote into the page, whatever the build mode', () => {
    expect(readProductionRuntime(docWith('development'), true)).toBe(false);
    expect(readProductionRuntime(docWith('production'), false)).toBe(true);
  });
  it('falls back to the build mode when the tag is absent or left on auto', () => {
    expect(readProductionRuntime(docWith('auto'), true)).toBe(true);
    expect(readProductionRuntime(docWith(null), false)).toBe(false);
    expect(readProductionRuntime(undefined, true)).toBe(true);
  });
});
