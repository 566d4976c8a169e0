/**
 * fast-check arbitraries generated from the services' OpenAPI document: for each operation, requests that its
 * declared schemas accept (path parameters, query, headers, body), and requests that break them. Covers the JSON
 * Schema the routes use (type and type lists, enum, const, pattern, min/maxLength, minimum/maximum, items,
 * min/maxItems, uniqueItems, properties, required, additionalProperties, anyOf/oneOf); anything else is generated
 * as any JSON value. Used by tests/fuzz/openapi-fuzz.test.ts, services/openapi-security.test.ts and
 * services/http-contract.test.ts (the document and its operations).
 */
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };

export type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Array<Record<string, unknown>>;
};

export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { securitySchemes?: Record<string, unknown> } };

/** One operation of the document. */
export type OperationEntry = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; operation: Operation };

/** One request, ready for `inject`: `url` with the query, `payload` already encoded. */
export type FuzzRequest = {
  method: OperationEntry['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** The services' own OpenAPI document, as a running app serves it (GET /openapi.json). */
export async function openApiDocumentOf(app: { inject(request: { method: 'GET'; url: string }): PromiseLike<{ body: string }> }): Promise<OpenApiDocument> {
  return JSON.parse((await app.inject({ method: 'GET', url: '/openapi.json' })).body) as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) out.push({ method: method.toUpperCase() as OperationEntry['method'], path, operation });
  }
  return out;
}

/** The code-point length ajv checks `minLength` / `maxLength` against. */
const codePoints = (text: string) => [...text].length;

/** A pattern that only forbids a few characters (`^[^\u0000]*$`): any text may be tried, not only what a regex builder makes. */
const PERMISSIVE = /^\^\[\^([^\]]*)\]\*\$$/;

const LONG_STRING = 64;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? 10_000;
  const within = (text: string) => codePoints(text) >= min && codePoints(text) <= max;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : null;
  const permissive = pattern ? PERMISSIVE.exec(pattern) : null;
  if (pattern && !permissive) return fc.stringMatching(new RegExp(pattern, 'u')).filter(within);
  // the few forbidden characters become 'x' (filtering them out would reject nearly every long string)
  const forbidden = permissive ? new RegExp(`[${permissive[1]}]`, 'gu') : null;
  const clean = (text: string) => (forbidden ? text.replace(forbidden, 'x') : text);
  const shortMax = Math.min(max, Math.max(min, LONG_STRING));
  const longest = max > 5000 ? shortMax : max;
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: shortMax }).map(clean).filter(within) },
    // any code point, lone surrogates included (PostgreSQL cannot store those as UTF-8)
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: shortMax }).map(clean) },
    // exactly as long as declared: the column must hold what the schema lets in
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: longest, maxLength: longest }).map(clean) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  if (integer) {
    return fc.integer({ min: min ?? Number.MIN_SAFE_INTEGER, max: max ?? Number.MAX_SAFE_INTEGER });
  }
  return fc.double({ min: min ?? -1e15, max: max ?? 1e15, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts. */
export function arbitraryOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return fc.jsonValue({ maxDepth: 2 });
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return fc.oneof(...(schema[key] as JsonSchema[]).map((part) => arbitraryOf({ ...schema, [key]: undefined, ...part })));
  }
  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((one) => arbitraryOf({ ...schema, type: one })));
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = arbitraryOf(schema.items as JsonSchema | undefined);
      const constraints = { minLength: (schema.minItems as number | undefined) ?? 0, maxLength: Math.min((schema.maxItems as number | undefined) ?? 8, 8) };
      return schema.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: (value) => JSON.stringify(value) }) : fc.array(items, constraints);
    }
    case 'object':
    default: {
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      if (type !== 'object' && Object.keys(properties).length === 0) return fc.jsonValue({ maxDepth: 2 });
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)]));
      return fc.record(model, { requiredKeys: ((schema.required as string[] | undefined) ?? []).filter((key) => key in properties) });
    }
  }
}

/** Values of the wrong kind for a schema (or anything at all): what a careless or hostile client sends. */
export function wrongValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, 0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), '', ' ', '0', 'a\u0000b', '\ud800', '../../etc/passwd', '{}', [], {}, [null]),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Lone surrogates cannot be percent-encoded (URIError): a URL carries U+FFFD for them, as browsers send. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function fill(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = wellFormed(String(params[name] ?? ''));
    // a wildcard keeps its slashes; a parameter is one segment
    return name === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

function encodeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A header value inject can send: visible ASCII (the schemas of our headers say only "string"). */
const headerValue = fc.stringMatching(/^[\x21-\x7e]{1,64}$/);

function parametersArbitrary(operation: Operation, place: Parameter['in'], broken: boolean): fc.Arbitrary<Record<string, unknown>> {
  const params = (operation.parameters ?? []).filter((p) => p.in === place);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) {
    let valid: fc.Arbitrary<unknown> = place === 'header' ? headerValue : arbitraryOf(p.schema);
    // ids that exist (the seeds' and the suite's rows) reach further than random ones
    if (place === 'path' && typeof p.schema?.pattern === 'string' && /\[1-9\]|\[0-9\]|\\d/.test(p.schema.pattern)) {
      valid = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) }, { weight: 1, arbitrary: valid });
    }
    const value = broken && place !== 'header' ? fc.oneof(valid, wrongValue().map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))) : valid;
    model[p.name] = p.required || place === 'path' ? value : fc.option(value, { nil: undefined });
  }
  return fc.record(model);
}

function bodyArbitrary(operation: Operation, broken: boolean): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  if (!json) return fc.constant({});
  const valid = arbitraryOf(json.schema);
  const properties = Object.keys((json.schema?.properties as Record<string, unknown> | undefined) ?? {});
  const asJson = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const arbitraries: Array<fc.Arbitrary<{ payload?: string; contentType?: string }>> = [valid.map(asJson)];
  if (content['application/x-www-form-urlencoded']) {
    arbitraries.push(
      valid.map((value) => ({
        payload: encodeQuery(typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}).slice(1),
        contentType: 'application/x-www-form-urlencoded',
      })),
    );
  }
  if (broken) {
    arbitraries.push(
      wrongValue().map(asJson),
      // one declared field given a wrong value, an undeclared field, a key repeated, the body left out
      fc.tuple(valid, fc.constantFrom(...(properties.length ? properties : ['x'])), wrongValue()).map(([body, key, wrong]) => asJson({ ...(body as object), [key]: wrong })),
      fc.tuple(valid, fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !properties.includes(key)), wrongValue()).map(([body, key, extra]) =>
        asJson({ ...(body as object), [key]: extra }),
      ),
      fc.tuple(valid, fc.constantFrom(...(properties.length ? properties : ['x']))).map(([body, key]) => {
        const text = JSON.stringify(body);
        return { payload: text.length > 2 ? `${text.slice(0, -1)},${JSON.stringify(key)}:null}` : text, contentType: 'application/json' };
      }),
      fc.constant({}),
      fc.record({ payload: fc.string({ unit: 'binary', maxLength: 200 }), contentType: fc.constantFrom('application/json', 'text/plain') }),
    );
  }
  return fc.oneof(...arbitraries);
}

/**
 * Requests for one operation: `broken: false` keeps to every declared schema; `broken: true` mixes in wrong types,
 * undeclared and repeated fields, missing bodies, non-JSON and out-of-pattern parameters.
 */
export function requestArbitrary(entry: OperationEntry, broken = false): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: parametersArbitrary(entry.operation, 'path', broken),
      query: parametersArbitrary(entry.operation, 'query', broken),
      headers: parametersArbitrary(entry.operation, 'header', broken),
      body: bodyArbitrary(entry.operation, broken),
    })
    .map(({ path, query, headers, body }) => ({
      method: entry.method,
      url: fill(entry.path, path) + encodeQuery(query),
      headers: {
        ...Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)])),
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
      },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    }));
}
