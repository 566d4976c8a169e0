import { describe, expect, it } from 'vitest';

/**
 * Every user-visible string exists in zh and en (DESIGN.md section 6): the same namespaces, and in each the
 * same keys with non-empty strings and the same {{placeholders}}. New namespaces are picked up by the glob.
 */
const modules = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function byLanguage(folder: string): Map<string, Map<string, unknown>> {
  const out = new Map<string, Map<string, unknown>>();
  for (const [file, json] of Object.entries(modules)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (m && m[1] === folder) out.set(m[2], flatten(json));
  }
  return out;
}

const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort() : []);

describe('locale parity', () => {
  const zh = byLanguage('zh-CN');
  const en = byLanguage('en-US');

  it('has the app shell namespaces in both languages', () => {
    for (const ns of ['common', 'layout', 'menu', 'pages', 'errors']) {
      expect(zh.has(ns), `zh-CN/${ns}.json`).toBe(true);
      expect(en.has(ns), `en-US/${ns}.json`).toBe(true);
    }
  });

  it('has the same namespaces in zh-CN and en-US', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has every key in both languages', () => {
    const problems: string[] = [];
    for (const ns of new Set([...zh.keys(), ...en.keys()])) {
      const a = zh.get(ns) ?? new Map();
      const b = en.get(ns) ?? new Map();
      for (const key of a.keys()) if (!b.has(key)) problems.push(`en-US/${ns}.json lacks ${key}`);
      for (const key of b.keys()) if (!a.has(key)) problems.push(`zh-CN/${ns}.json lacks ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it('has a non-empty text and the same placeholders in both languages', () => {
    const problems: string[] = [];
    for (const [ns, a] of zh) {
      const b = en.get(ns) ?? new Map();
      for (const [key, text] of a) {
        const other = b.get(key);
        if (typeof text !== 'string' || text.trim() === '') problems.push(`zh-CN/${ns}: ${key} is empty`);
        if (other !== undefined && (typeof other !== 'string' || other.trim() === '')) problems.push(`en-US/${ns}: ${key} is empty`);
        if (other !== undefined && placeholders(text).join() !== placeholders(other).join()) {
          problems.push(`${ns}: ${key} placeholders differ`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
