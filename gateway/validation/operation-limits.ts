import {
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLError,
  type ListValueNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type StringValueNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
// Errors are built by the graphql instance that Yoga runs on (see rest-client.ts for why).
import { createGraphQLError } from 'graphql-yoga';

// Cheap guards against queries built to exhaust the gateway or the services (graphql-armor's defaults:
// depth 6, aliases 15). Written here rather than pulled in as a package: two small walks over the document.
// Fragments are followed where they are spread, so hiding depth or aliases in fragments does not help.

export const MAX_DEPTH = 6;
export const MAX_ALIASES = 15;

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

// Memoised per fragment: a chain of fragments each spreading the next twice would otherwise make the walk
// itself exponential, which is the very attack these rules are meant to stop.
interface Walk {
  context: ValidationContext;
  memo: Map<string, number>;
  active: Set<string>;
}

function newWalk(context: ValidationContext): Walk {
  return { context, memo: new Map(), active: new Set() };
}

function viaFragment(walk: Walk, name: string, measure: (selectionSet: SelectionSetNode) => number): number {
  const known = walk.memo.get(name);
  if (known !== undefined) return known;
  const fragment = walk.context.getFragment(name);
  // A cycle or an unknown fragment is reported by the standard rules; do not loop here.
  if (!fragment || walk.active.has(name)) return 0;
  walk.active.add(name);
  const value = measure(fragment.selectionSet);
  walk.active.delete(name);
  walk.memo.set(name, value);
  return value;
}

function selectionDepth(walk: Walk, selectionSet: SelectionSetNode): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      // Introspection has its own fixed shape (GraphiQL's query nests ofType nine levels); in production it is
      // refused outright by another rule.
      if (INTROSPECTION_ROOTS.has(selection.name.value)) continue;
      depth = selection.selectionSet ? 1 + selectionDepth(walk, selection.selectionSet) : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(walk, selection.selectionSet);
    } else {
      depth = viaFragment(walk, selection.name.value, (set) => selectionDepth(walk, set));
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

function aliasCount(walk: Walk, selectionSet: SelectionSetNode): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) count += 1;
      if (selection.selectionSet) count += aliasCount(walk, selection.selectionSet);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += aliasCount(walk, selection.selectionSet);
    } else {
      count += viaFragment(walk, selection.name.value, (set) => aliasCount(walk, set));
    }
  }
  return count;
}

function operationName(node: OperationDefinitionNode): string {
  return node.name ? `"${node.name.value}"` : 'the operation';
}

export function maxDepthRule(limit = MAX_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const depth = selectionDepth(newWalk(context), node.selectionSet);
      if (depth > limit) {
        context.reportError(
          createGraphQLError(`Query depth ${depth} of ${operationName(node)} exceeds the limit of ${limit}.`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_DEEP', limit },
          }),
        );
      }
    },
  });
}

export function maxAliasesRule(limit = MAX_ALIASES): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const count = aliasCount(newWalk(context), node.selectionSet);
      if (count > limit) {
        context.reportError(
          createGraphQLError(`${count} aliases in ${operationName(node)} exceed the limit of ${limit}.`, {
            nodes: [node],
            extensions: { code: 'TOO_MANY_ALIASES', limit },
          }),
        );
      }
    },
  });
}

/**
 * Introspection off (production): refuses the two entry points to the introspection types. Matching by name,
 * unlike graphql's NoSchemaIntrospectionCustomRule, needs no type objects from a particular graphql instance.
 */
export const noIntrospectionRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Field(node) {
    if (INTROSPECTION_ROOTS.has(node.name.value)) {
      context.reportError(
        createGraphQLError(`GraphQL introspection is disabled, but the query asked for "${node.name.value}".`, {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
    }
  },
});

/** Brackets (`{`, `[`, `(`) any screen nests: far fewer than what overflows graphql-js's recursive parser (~2000). */
export const MAX_NESTING = 32;

/**
 * The deepest bracket nesting of a document, read in one pass before parsing (strings, block strings and comments
 * skipped): `{ industry(id: [[[…]]]) }` thousands deep would otherwise overflow the parser's stack (an HTTP 500).
 * Stops counting once past `limit`.
 */
export function bracketDepth(source: string, limit = MAX_NESTING): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i += 1;
    } else if (c === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        // an escaped \""" inside a block string does not end it
        let close = end;
        while (close > 0 && source[close - 1] === '\\') close = source.indexOf('"""', close + 3);
        i = close < 0 ? source.length : close + 2;
      } else {
        for (i += 1; i < source.length && source[i] !== '"' && source[i] !== '\n'; i += 1) if (source[i] === '\\') i += 1;
      }
    } else if (c === '{' || c === '[' || c === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === '}' || c === ']' || c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** Refuses a document nested beyond `limit` before it is parsed (400, code DOCUMENT_TOO_NESTED). */
export function assertNesting(source: string, limit = MAX_NESTING): void {
  const depth = bracketDepth(source, limit);
  if (depth > limit) {
    throw createGraphQLError(`The document nests brackets more than ${limit} deep.`, { extensions: { code: 'DOCUMENT_TOO_NESTED', limit, http: { status: 400 } } });
  }
}

/** "Did you mean …?" names fields and types: with introspection off (production) the schema must not leak that way. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

/**
 * Sizes of what a caller may send, far above any screen of the app (its longest document is about 1.3 KB; the
 * longest value any service takes is a requirement's rich text, at most 100 000 characters of HTML) and far below
 * what would cost the gateway or fill its log: a 1 MB string, thousands of list items. Checked before parsing
 * (document, variables) and right after it (literals); each refusal is HTTP 400 with its own `extensions.code`.
 */
export const MAX_DOCUMENT_CHARS = 16_384;
export const MAX_STRING_CHARS = 100_000;
export const MAX_LIST_ITEMS = 500;
/** Every value in the variables together (object fields, list items, scalars). */
export const MAX_VARIABLE_VALUES = 5_000;

function tooLarge(message: string, code: string, limit: number): GraphQLError {
  return createGraphQLError(message, { extensions: { code, limit, http: { status: 400 } } });
}

/** Refuses a document longer than `MAX_DOCUMENT_CHARS` (400 DOCUMENT_TOO_LARGE) before anything reads it. */
export function assertDocumentSize(source: string, limit = MAX_DOCUMENT_CHARS): void {
  if (source.length > limit) throw tooLarge(`The document is ${source.length} characters long, over the limit of ${limit}.`, 'DOCUMENT_TOO_LARGE', limit);
}

/**
 * Walks the variables (iteratively: their nesting is the client's choice) and refuses a string over
 * `MAX_STRING_CHARS`, a list over `MAX_LIST_ITEMS` or more than `MAX_VARIABLE_VALUES` values in all, naming the
 * variable's path but never its value (400 ARGUMENT_TOO_LARGE).
 */
export function assertVariableSizes(variables: unknown): void {
  if (variables === null || typeof variables !== 'object') return;
  const stack: Array<{ value: unknown; path: string }> = [{ value: variables, path: '$' }];
  let count = 0;
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    count += 1;
    if (count > MAX_VARIABLE_VALUES) {
      throw tooLarge(`The variables hold more than ${MAX_VARIABLE_VALUES} values.`, 'ARGUMENT_TOO_LARGE', MAX_VARIABLE_VALUES);
    }
    if (typeof value === 'string' && value.length > MAX_STRING_CHARS) {
      throw tooLarge(`${shortPath(path)} is ${value.length} characters long, over the limit of ${MAX_STRING_CHARS}.`, 'ARGUMENT_TOO_LARGE', MAX_STRING_CHARS);
    }
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST_ITEMS) {
        throw tooLarge(`${shortPath(path)} has ${value.length} items, over the limit of ${MAX_LIST_ITEMS}.`, 'ARGUMENT_TOO_LARGE', MAX_LIST_ITEMS);
      }
      value.forEach((item, index) => stack.push({ value: item, path: `${path}[${index}]` }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, path: `${path}.${key}` });
    }
  }
}

/** The path of a value as the message names it: the client's keys, cut short. */
function shortPath(path: string): string {
  return `Variable ${path.length > 100 ? `${path.slice(0, 100)}…` : path}`;
}

/**
 * The same limits on values written into the document itself (`field(arg: "…")`, `[1, 2, …]`), after parsing: the
 * document size bounds them already, these name the cause. Depth is bounded by `assertNesting` before parsing.
 */
export function assertLiteralSizes(document: DocumentNode): void {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const { kind } = node as { kind?: string };
    if (kind === Kind.STRING && (node as StringValueNode).value.length > MAX_STRING_CHARS) {
      throw tooLarge(`A string in the document is over the limit of ${MAX_STRING_CHARS} characters.`, 'ARGUMENT_TOO_LARGE', MAX_STRING_CHARS);
    }
    if (kind === Kind.LIST && (node as ListValueNode).values.length > MAX_LIST_ITEMS) {
      throw tooLarge(`A list in the document has ${(node as ListValueNode).values.length} items, over the limit of ${MAX_LIST_ITEMS}.`, 'ARGUMENT_TOO_LARGE', MAX_LIST_ITEMS);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'loc' && typeof child === 'object') walk(child);
  };
  walk(document.definitions);
}

/** Error messages and log lines are cut here: graphql-js quotes a rejected variable's whole value in its message. */
export const MAX_MESSAGE_CHARS = 500;

export function truncated(text: string, limit = MAX_MESSAGE_CHARS): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length - limit} more characters)` : text;
}
