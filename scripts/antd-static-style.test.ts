/**
 * antd's static sheet (./antd-static-style.ts) must hold the styles of every antd component the app imports: in the
 * browser antd makes none at run time (zero-runtime mode), so a component the app starts to use without a place in
 * the generator's COMPONENTS would render unstyled, and the app's own tests would not notice (under jsdom antd keeps
 * its runtime styles).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateAntdCss } from './antd-static-style';

const src = fileURLToPath(new URL('../src', import.meta.url));
/** The class of an antd export's styles where it is not the export's own name in kebab case; null: no styles of its own. */
const CLASS_OF: Record<string, string | null> = { ConfigProvider: null, theme: null, DatePicker: 'picker' };

/** The value exports the app's code imports from 'antd' (not its tests or UI models). */
function antdImports(): string[] {
  const names = new Set<string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.(test|ui-model)\.tsx?$/.test(file));
  for (const file of files) {
    for (const [, list] of readFileSync(`${src}/${file}`, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of list.split(',')) {
        const name = part.trim().replace(/\s+as\s+\w+$/, '');
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

describe("antd's static style sheet", () => {
  it('has the styles of every antd component the app imports', () => {
    const css = generateAntdCss({ production: true });
    const imported = antdImports();
    expect(imported).toContain('Button'); // the scan finds the app's imports
    const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
    const missing = imported.filter((name) => {
      const cls = name in CLASS_OF ? CLASS_OF[name] : kebab(name);
      return cls !== null && !css.includes(`.ant-${cls}`);
    });
    expect(missing, 'add these to COMPONENTS in scripts/antd-static-style.ts').toEqual([]);
    // scoped by antd's hash class, as antd's runtime styles are, so its element resets stay inside its components
    expect(css).toMatch(/:where\(\.css-[0-9a-z]+\)/);
  });
});
