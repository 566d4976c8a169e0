import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentExportName, generatedDocuments, rewriteGraphqlCalls } from './graphql-documents';

// The build's rewrite of `graphql(`…`)` into the generated documents (vite.config.ts, ./graphql-documents.ts).

const root = resolve(import.meta.dirname, '..');
const generated = generatedDocuments(readFileSync(join(root, 'src/gql/graphql.ts'), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the graphql() rewrite', () => {
  it('names the generated export of an operation and of a fragment', () => {
    expect(documentExportName('\n  query Routers {\n    routers { name }\n  }\n')).toBe('RoutersDocument');
    expect(documentExportName('mutation ModifyLanguage($lang: Language!) { modifyLanguage(lang: $lang) }')).toBe('ModifyLanguageDocument');
    expect(documentExportName('fragment CampaignFields on Campaign { id }')).toBe('CampaignFieldsFragmentDoc');
  });

  it('puts the generated document in place of the call, keeping the lines', () => {
    const documents = new Map([['RoutersDocument', '{"kind":"Document","definitions":[]}']]);
    const code = "import { graphql } from '@/gql';\n\nexport const RoutersQuery = graphql(`\n  query Routers {\n    routers { name }\n  }\n`);\nexport const after = 1;\n";
    const out = rewriteGraphqlCalls(code, documents);
    expect(out).toContain('export const RoutersQuery = ({"kind":"Document","definitions":[]})');
    expect(out?.split('\n').indexOf('export const after = 1;')).toBe(code.split('\n').indexOf('export const after = 1;'));
  });

  it('leaves a call alone whose document is not generated (codegen not run yet)', () => {
    expect(rewriteGraphqlCalls('const Q = graphql(`query Unknown { a }`);', new Map())).toBeUndefined();
  });

  it('finds the generated document of every graphql() call of the app', () => {
    const missing: string[] = [];
    let calls = 0;
    for (const file of sourceFiles(join(root, 'src'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bgraphql\(\s*`([^`]*)`/g)) {
        calls += 1;
        const name = documentExportName(match[1]);
        if (!name || !generated.has(name)) missing.push(`${file.replace(`${root}/`, '')}: ${name ?? match[1].slice(0, 40)}`);
      }
      const rewritten = rewriteGraphqlCalls(code, generated) ?? code;
      if (/\bgraphql\(\s*`/.test(rewritten)) missing.push(`${file.replace(`${root}/`, '')}: a call left as it was`);
    }
    expect(calls).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
