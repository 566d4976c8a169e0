/**
 * JSON bodies: Fastify's own parser (it refuses `__proto__` and `constructor` poisoning), then a refusal of any key
 * given twice in one object, at any depth: `JSON.parse` silently keeps the last, so `{"amountFen":1,"amountFen":
 * 100000}` would mean one thing to a proxy or a log reader and another to us. The keys are read with the scanner of
 * `jsonc-parser` (VS Code's JSON parser; about three times the cost of JSON.parse, a tenth of a tree-building
 * parser's), which reports every member as written, escapes decoded.
 * An empty body counts as no body: token-only calls such as POST /member/v2/member then work however the client
 * sends them; routes that need a body still answer 400 through their schema.
 */
import type { FastifyInstance } from 'fastify';
import { visit, type JSONPath } from 'jsonc-parser';
import { failure } from '../lib/errors';

/** Paths shown in messages are cut here: the key is the client's text. */
const MAX_PATH = 100;

function pathText(path: JSONPath, key: string): string {
  const parts = path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${segment}`)).join('');
  return `${parts}.${key}`.replace(/^\./, '').slice(0, MAX_PATH);
}

/**
 * The path (`items[2].name`) of the first key that appears twice in one object, or null when there is none. Meant
 * for text JSON.parse has accepted; throws (RangeError) on nesting deeper than the scanner's stack.
 */
export function duplicateKey(text: string): string | null {
  // No object, no keys: most token-only calls and every scalar body skip the scan.
  if (!text.includes('{')) return null;
  const open: Array<Set<string>> = [];
  let found: string | null = null;
  visit(
    text,
    {
      onObjectBegin: () => {
        open.push(new Set());
      },
      onObjectEnd: () => {
        open.pop();
      },
      onObjectProperty: (key, _offset, _length, _line, _column, pathSupplier) => {
        const keys = open[open.length - 1];
        if (found !== null || !keys) return;
        if (keys.has(key)) found = pathText(pathSupplier(), key);
        else keys.add(key);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return found;
}

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) {
        done(error);
        return;
      }
      let repeated: string | null;
      try {
        repeated = duplicateKey(text);
      } catch {
        // JSON.parse took it but the tree parser did not (nesting beyond its stack): no route takes such a body
        done(Object.assign(new SyntaxError('JSON body nested too deep'), { statusCode: 400 }));
        return;
      }
      if (repeated !== null) done(failure(400, 'duplicateField', { field: repeated }));
      else done(null, value);
    });
  });
}
