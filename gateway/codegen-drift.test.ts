import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { codegenConfig } from '../codegen';

// Generated code is committed (DESIGN.md section 5). This runs codegen in memory and fails when what is on
// disk differs, or when a generated folder holds a file codegen no longer writes.
// Fix: `npx graphql-codegen --config codegen.ts`, then commit the result.

const root = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

describe('generated GraphQL code', () => {
  it('matches what codegen would write now', async () => {
    const outputs = await generate({ ...codegenConfig, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);

    const stale: string[] = [];
    for (const output of outputs) {
      const path = resolve(root, output.filename);
      let onDisk: string | null;
      try {
        onDisk = readFileSync(path, 'utf8');
      } catch {
        onDisk = null;
      }
      if (onDisk !== output.content) stale.push(relative(root, path));
    }
    expect(stale, 'stale generated files: run `npx graphql-codegen --config codegen.ts`').toEqual([]);

    const expected = new Set(outputs.map((output: { filename: string }) => resolve(root, output.filename)));
    const extra = filesUnder(resolve(root, 'src/gql')).filter((path) => !expected.has(path));
    expect(extra.map((path) => relative(root, path)), 'files in src/gql that codegen no longer writes').toEqual([]);
  });
});
