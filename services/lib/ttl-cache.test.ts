import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('answers from the cache until the entry is older than its lifetime', async () => {
    let at = 0;
    let loads = 0;
    const cache = ttlCache<number>({ ttlMs: 1000, max: 10, now: () => at });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    at = 999;
    expect(await cache.get('a', load)).toBe(1);
    at = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('lets concurrent callers of one key share one load', async () => {
    let loads = 0;
    let release!: (n: number) => void;
    const cache = ttlCache<number>({ ttlMs: 1000, max: 10 });
    const load = () => {
      loads += 1;
      return new Promise<number>((done) => (release = done));
    };
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.get('page', load)));
    release(7);
    expect(await answers).toEqual(Array(20).fill(7));
    expect(loads).toBe(1);
  });

  it('forgets a failed load at once, so the next caller tries again', async () => {
    const cache = ttlCache<number>({ ttlMs: 60_000, max: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('a', async () => 3)).toBe(3);
  });

  it('keeps at most max keys, dropping the oldest first', async () => {
    let loads = 0;
    const cache = ttlCache<string>({ ttlMs: 60_000, max: 2 });
    const load = (v: string) => async () => (loads++, v);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(await cache.get('b', load('b2'))).toBe('b');
    expect(await cache.get('a', load('a2'))).toBe('a2');
    expect(loads).toBe(4);
  });

  it('runs a lazy thenable (a query builder) once, however often its answer is awaited', async () => {
    let runs = 0;
    const query = { then: (resolve: (v: number) => void) => resolve(++runs) } as unknown as PromiseLike<number>;
    const cache = ttlCache<number>({ ttlMs: 60_000, max: 2 });
    for (let i = 0; i < 3; i += 1) expect(await cache.get('q', () => query)).toBe(1);
    expect(runs).toBe(1);
  });

  it('peek answers only a fresh, loaded value and never loads; set stores one for its lifetime', async () => {
    let at = 0;
    const cache = ttlCache<number>({ ttlMs: 1_000, max: 10, now: () => at });
    let finish!: (v: number) => void;
    const loading = cache.get('a', () => new Promise<number>((r) => (finish = r)));
    expect(cache.peek('a')).toBeUndefined();
    finish(1);
    await loading;
    expect(cache.peek('a')).toBe(1);
    expect(cache.peek('b')).toBeUndefined();
    cache.set('b', 2);
    expect(cache.peek('b')).toBe(2);
    expect(await cache.get('b', async () => 3)).toBe(2);
    at = 1_000;
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeUndefined();
  });

  it('clear empties it', async () => {
    const cache = ttlCache<number>({ ttlMs: 60_000, max: 2 });
    await cache.get('a', async () => 1);
    cache.clear();
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
