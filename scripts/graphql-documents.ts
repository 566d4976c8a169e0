// The app's GraphQL documents where they are used, instead of the client preset's `graphql()` lookup table:
// `src/gql/gql.ts` maps the source text of every operation of the app to its document in `src/gql/graphql.ts`, so any
// module calling `graphql(...)` carried all 142 of them (325 KB, 17 KB gzip, parsed on every page), and even when
// imported by name they stay one module that lands whole in one shared chunk. The Guild recommends its babel or swc
// plugin for this (https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size); Vite 8
// runs neither, so this plugin does the same small rewrite: `graphql(`query Routers {…}`)` becomes the object that
// codegen generated for it (`RoutersDocument` of src/gql/graphql.ts, fragments included), so each operation file
// carries its own document and a page loads only the documents it uses. The documents are the generated ones, byte
// for byte (gateway/codegen-drift.test.ts keeps them current). Used by the build, the dev server and the tests alike
// (vite.config.ts), so all three run the same code.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** `graphql(` followed by one template literal without interpolation (`$var` is GraphQL's, `${` would be ours). */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
/** One generated document: codegen writes each on one line. */
const GENERATED = /^export const ([A-Za-z0-9_]+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The generated export for a document's source text: `<Name>Document`, or `<Name>FragmentDoc` for a fragment. */
export function documentExportName(source: string): string | undefined {
  const match = DEFINITION.exec(source);
  if (!match) return undefined;
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** Export name → the document's object literal (JSON), from the text of src/gql/graphql.ts. */
export function generatedDocuments(source: string): Map<string, string> {
  return new Map([...source.matchAll(GENERATED)].map((m) => [m[1], m[2]]));
}

/**
 * Replaces every `graphql(`…`)` call of `code` with the generated document of that operation or fragment. A call
 * whose document is not generated (codegen not run yet) is left alone: the lookup table answers it as before. Each
 * replacement keeps the line breaks of the call, so every line after it keeps its number.
 */
export function rewriteGraphqlCalls(code: string, documents: ReadonlyMap<string, string>): string | undefined {
  let changed = false;
  const rewritten = code.replace(CALL, (call, source: string) => {
    const name = documentExportName(source);
    const document = name ? documents.get(name) : undefined;
    if (!document) return call;
    changed = true;
    return `(${document})${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  return changed ? rewritten : undefined;
}

export function graphqlDocuments(generatedFile = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url))): Plugin {
  let cached: { mtimeMs: number; documents: Map<string, string> } | undefined;
  const documents = () => {
    const { mtimeMs } = statSync(generatedFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, documents: generatedDocuments(readFileSync(generatedFile, 'utf8')) };
    return cached.documents;
  };
  return {
    name: 'portal:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/node_modules/') || id.includes('/src/gql/') || !code.includes('graphql(')) return undefined;
      const result = rewriteGraphqlCalls(code, documents());
      return result === undefined ? undefined : { code: result, map: null };
    },
  };
}
