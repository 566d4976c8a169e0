/**
 * The HTTP contract every route shares (issue 11), walked over the services' own OpenAPI document so that a new
 * route is covered without being listed: a known path called with a method it does not serve answers 405 with
 * `Allow` and the localized envelope (unknown paths stay 404); a body over the limit answers 413 with the envelope;
 * a field the schema does not declare, a JSON key given twice (at any depth) and a form field given twice are 400.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from './testing/databases';
import { useServicesApp } from './testing/harness';
import { openApiDocumentOf, operationsOf, type OpenApiDocument } from './testing/openapi-arbitraries';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A concrete URL for a templated OpenAPI path: `{id}` → `7`, `{*}` (a wildcard) → `a/b.png`. */
function concrete(path: string): string {
  return path.replace(/\{\*\}/g, 'a/b.png').replace(/\{[^}]+\}/g, '7');
}

/** Whether a concrete URL falls under a templated path (`{x}` one segment, `{*}` the rest). */
function matches(path: string, url: string): boolean {
  const pattern = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part === '{*}' ? '.*' : /^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(url);
}

describeEachDatabase('the shared HTTP contract', (database) => {
  const h = useServicesApp(database);
  let document: OpenApiDocument | undefined;
  const openApi = async () => (document ??= await openApiDocumentOf(h.app));

  it('answers 405 with Allow and the envelope, in the caller’s language, for every method a known path does not serve', async () => {
    const paths = Object.entries((await openApi()).paths);
    expect(paths.length).toBeGreaterThan(100);
    let checked = 0;
    for (const [path] of paths) {
      // GET /member/v2/bank-card/bind is GET /member/v2/bank-card/{id} (a 400 on its id): every route matching counts
      const served = new Set(paths.filter(([other]) => matches(other, concrete(path))).flatMap(([, operations]) => Object.keys(operations).map((m) => m.toUpperCase())));
      if (served.has('GET')) served.add('HEAD'); // Fastify answers HEAD for every GET route
      const allow = METHODS.filter((method) => served.has(method)).join(', ');
      for (const method of METHODS.filter((m) => !served.has(m))) {
        const lang = checked % 2 === 0 ? 'en' : 'zh-CN';
        const res = await h.app.inject({ method: method as 'GET', url: concrete(path), headers: { 'accept-language': lang, 'x-forwarded-for': '10.77.0.1' } });
        const label = `${method} ${path}`;
        expect(res.statusCode, label).toBe(405);
        expect(res.headers.allow, label).toBe(allow);
        expect(res.headers['content-type'], label).toMatch(/^application\/json/);
        expect(res.json(), label).toEqual({
          code: 405,
          msg: lang === 'en' ? 'This address does not accept this request method' : '该地址不支持此请求方法',
          data: null,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('still answers 404 for paths no route serves, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/no/such/route'],
      ['POST', '/member/v2/no-such'],
      ['DELETE', '/member/v2/signin/extra'],
      ['OPTIONS', '/'],
    ] as const) {
      const res = await h.app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.json()).toEqual({ code: 404, msg: 'Resource does not exist', data: null });
    }
  });

  it('answers a body over the limit with 413 and the envelope on every route that takes one, and documents it', async () => {
    const padding = JSON.stringify({ padding: 'y'.repeat(70 * 1024) });
    let checked = 0;
    for (const { method, path, operation } of operationsOf(await openApi())) {
      if (!operation.requestBody?.content['application/json']) continue;
      const label = `${method} ${path}`;
      expect(operation.responses?.['413'], label).toBeDefined();
      // The development aids answer only clients on this machine, and refuse anyone else before reading a body.
      const client = path.startsWith('/dev/') ? {} : { 'x-forwarded-for': '10.77.0.2' };
      const res = await h.app.inject({
        method,
        url: concrete(path),
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...client },
        payload: padding,
      });
      expect(res.statusCode, label).toBe(413);
      expect(res.json(), label).toEqual({ code: 413, msg: 'The request body is too large', data: null });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });

  async function post(url: string, payload: string, contentType = 'application/json') {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, 'accept-language': 'en', 'x-forwarded-for': '10.77.0.3' },
      payload,
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  }

  it('refuses fields the schema does not declare, at the top and nested, instead of dropping them', async () => {
    expect(await post('/member/v2/signin', JSON.stringify({ identifier: 'demo@portal.local', password: 'Demo@2026', remember: true }))).toEqual({
      status: 400,
      body: { code: 400, msg: 'Invalid request: remember is not a field of this request', data: null },
    });
    // nested objects are closed too: an attachment carries its key and name only (refused before the token is asked)
    const nested = await post('/requ/v1/owner/modify', JSON.stringify({ title: 'T', attachments: [{ key: 'auth/1_1_a.pdf', name: 'a.pdf', size: 1 }] }));
    expect(nested).toEqual({ status: 400, body: { code: 400, msg: 'Invalid request: attachments.0.size is not a field of this request', data: null } });
    // the sign-in itself still works with exactly the declared fields
    expect((await post('/member/v2/signin', JSON.stringify({ identifier: 'demo@portal.local', password: 'Demo@2026' }))).body.code).toBe(200);
  });

  it('refuses a JSON key given twice, at any depth, rather than keeping the last one', async () => {
    expect(await post('/member/v2/signin', '{"identifier":"demo@portal.local","password":"wrong","password":"Demo@2026"}')).toEqual({
      status: 400,
      body: { code: 400, msg: 'Invalid request: password appears more than once', data: null },
    });
    // the same key written with an escape is the same key
    expect((await post('/member/v2/signin', '{"identifier":"a","\\u0069dentifier":"b","password":"x"}')).body.msg).toBe('Invalid request: identifier appears more than once');
    expect((await post('/requ/v1/owner/modify', '{"title":"T","attachments":[{"key":"k","name":"a"},{"key":"k","name":"a","name":"b"}]}')).body).toEqual({
      code: 400,
      msg: 'Invalid request: attachments[1].name appears more than once',
      data: null,
    });
    // the same key in two different objects is fine (this body fails later, on its values, not on its keys)
    expect((await post('/requ/v1/owner/modify', '{"title":"T","attachments":[{"key":"k","name":"a"},{"key":"k","name":"a"}]}')).body.msg).not.toMatch(/more than once/);
  });

  it('refuses a form field given twice and undeclared form fields on the form-encoded routes', async () => {
    const form = 'application/x-www-form-urlencoded';
    expect(await post('/member/v2/set/nickname', 'nickname=a&nickname=b', form)).toEqual({
      status: 400,
      body: { code: 400, msg: 'Invalid request: nickname appears more than once', data: null },
    });
    expect((await post('/member/v2/set/nickname', 'nickname=a&admin=1', form)).body.msg).toBe('Invalid request: admin is not a field of this request');
    expect((await post('/requ/v1/owner/submit', 'id=1&agreed=true&id=2', form)).body).toEqual({ code: 400, msg: 'Invalid request: id appears more than once', data: null });
    expect((await post('/requ/v1/owner/submit', 'id=1&agreed=true&publish=now', form)).body.msg).toBe('Invalid request: publish is not a field of this request');
    // a well-formed form still reaches the route (which wants a token)
    expect((await post('/member/v2/set/nickname', 'nickname=a', form)).status).toBe(401);
  });
});
