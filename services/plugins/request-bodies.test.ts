import { describe, expect, it } from 'vitest';
import { ServiceError } from '../lib/errors';
import { parseFormFields } from './form-body';
import { duplicateKey } from './json-body';

describe('duplicateKey', () => {
  it('finds a key given twice in one object, at any depth, with its path', () => {
    expect(duplicateKey('{"a":1,"a":2}')).toBe('a');
    expect(duplicateKey('{"a":{"b":{"c":1,"d":2,"c":3}}}')).toBe('a.b.c');
    expect(duplicateKey('{"list":[{"x":1},{"x":1,"x":2}]}')).toBe('list[1].x');
    expect(duplicateKey('[{"x":1},[{"y":1,"y":1}]]')).toBe('[1][0].y');
    // escapes are decoded: these are one key
    expect(duplicateKey('{"a":1,"\\u0061":2}')).toBe('a');
    expect(duplicateKey('{"__proto__":1,"__proto__":2}')).toBe('__proto__');
  });

  it('lets the same key in different objects, and bodies without objects, pass', () => {
    expect(duplicateKey('{"a":{"b":1},"c":{"b":2}}')).toBeNull();
    expect(duplicateKey('[{"x":1},{"x":2}]')).toBeNull();
    expect(duplicateKey('{}')).toBeNull();
    expect(duplicateKey('[1,2,3]')).toBeNull();
    expect(duplicateKey('"text with { inside"')).toBeNull();
  });

  it('cuts a long path (it is the client’s text)', () => {
    const key = 'k'.repeat(500);
    expect(duplicateKey(`{"${key}":1,"${key}":2}`)).toBe('k'.repeat(100));
  });
});

describe('parseFormFields', () => {
  it('reads each field once, typed as asked', () => {
    expect(parseFormFields('id=12&agreed=true&name=%E4%BD%A0', (v) => (/^\d+$/.test(v) ? Number(v) : v === 'true' ? true : v))).toEqual({ id: 12, agreed: true, name: '你' });
  });

  it('refuses a field given twice with the duplicateField 400', () => {
    let error: unknown;
    try {
      parseFormFields('a=1&b=2&a=3');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe(400);
    expect((error as ServiceError).render('en')).toBe('Invalid request: a appears more than once');
  });

  it('keeps a field named __proto__ as a field, never as the prototype', () => {
    const fields = parseFormFields('__proto__=x');
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__']);
  });
});
