import { describe, expect, it } from 'vitest';
import { RecordCache } from './record-cache.ts';
import { SwrCache } from './swr-cache.ts';

/** A clock the test moves by hand (milliseconds). */
function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A loader that counts calls and resolves when told to. */
function gate<T>() {
  let calls = 0;
  const waiting: Array<(v: T) => void> = [];
  return {
    load: () => {
      calls += 1;
      return new Promise<T>((resolve) => waiting.push(resolve));
    },
    release: (v: T) => waiting.splice(0).forEach((r) => r(v)),
    get calls() {
      return calls;
    },
  };
}

describe('SwrCache', () => {
  it('counts once for concurrent first requests (single flight)', async () => {
    const cache = new SwrCache<number>(30_000, 10);
    const g = gate<number>();
    const all = Promise.all(Array.from({ length: 100 }, () => cache.get('k', g.load)));
    g.release(42);
    expect(await all).toEqual(Array.from({ length: 100 }, () => 42));
    expect(g.calls).toBe(1);
  });

  it('serves a fresh value from memory, a stale one at once while refreshing it once', async () => {
    const c = clock();
    const cache = new SwrCache<number>(30_000, 10, c.now);
    const first = gate<number>();
    const got = cache.get('k', first.load);
    first.release(1);
    expect(await got).toBe(1);
    c.advance(30_000);
    expect(await cache.get('k', first.load)).toBe(1); // exactly at the TTL: still fresh
    expect(first.calls).toBe(1);

    c.advance(1);
    const refresh = gate<number>();
    // Stale: every request gets the old value at once; one background recount runs.
    expect(await cache.get('k', refresh.load)).toBe(1);
    expect(await cache.get('k', refresh.load)).toBe(1);
    expect(refresh.calls).toBe(1);
    refresh.release(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', refresh.load)).toBe(2);
    expect(refresh.calls).toBe(1);
  });

  it('keeps the old value when a refresh fails, and does not cache failures', async () => {
    const c = clock();
    const cache = new SwrCache<number>(10, 10, c.now);
    expect(await cache.get('k', async () => 5)).toBe(5);
    c.advance(11);
    expect(await cache.get('k', () => Promise.reject(new Error('db down')))).toBe(5);
    await new Promise((r) => setTimeout(r, 0));
    await expect(cache.get('other', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('other', async () => 7)).toBe(7);
  });

  it('with a TTL of 0 loads on every get, concurrent ones included', async () => {
    const cache = new SwrCache<number>(0, 10);
    let calls = 0;
    const load = async () => ++calls;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 2]);
    expect(await cache.get('k', load)).toBe(3);
  });

  it('holds at most maxEntries keys, dropping the least recently used', async () => {
    const cache = new SwrCache<number>(30_000, 2);
    let calls = 0;
    const load = (v: number) => async () => {
      calls += 1;
      return v;
    };
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    await cache.get('a', load(1)); // a is now the most recent
    await cache.get('c', load(3)); // evicts b
    expect(calls).toBe(3);
    await cache.get('a', load(1));
    expect(calls).toBe(3);
    await cache.get('b', load(2));
    expect(calls).toBe(4);
  });

  it('keeps a value loaded with an infinite TTL until cleared; a load begun before clear() stores nothing', async () => {
    const c = clock();
    const cache = new SwrCache<number>(30_000, 10, c.now);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('k', load, Number.POSITIVE_INFINITY)).toBe(1);
    c.advance(86_400_000);
    expect(await cache.get('k', load, Number.POSITIVE_INFINITY)).toBe(1);
    expect(calls).toBe(1);

    const old = gate<number>();
    const before = cache.get('j', old.load);
    cache.clear();
    // After clear() a get starts its own load rather than joining the old one.
    expect(await cache.get('j', async () => 2)).toBe(2);
    old.release(99);
    expect(await before).toBe(99);
    expect(await cache.get('j', async () => 3)).toBe(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('with a byte bound, drops the least recently used until the values fit', async () => {
    const c = clock();
    const cache = new SwrCache<string>(30_000, 100, c.now, { max: 10, of: (v) => v.length });
    const loads: string[] = [];
    const load = (v: string) => async () => {
      loads.push(v);
      return v;
    };
    await cache.get('a', load('aaaa'));
    await cache.get('b', load('bbbb'));
    await cache.get('c', load('cccc')); // 12 bytes: a goes
    await cache.get('b', load('bbbb'));
    await cache.get('c', load('cccc'));
    expect(loads).toEqual(['aaaa', 'bbbb', 'cccc']);
    await cache.get('a', load('aaaa'));
    expect(loads).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
    // A value larger than the whole bound is answered but not kept.
    await cache.get('big', load('x'.repeat(11)));
    await cache.get('big', load('x'.repeat(11)));
    expect(loads.filter((v) => v.length === 11)).toHaveLength(2);
  });
});

describe('RecordCache', () => {
  const loader = (calls: number[][]) => async (ids: number[]) => {
    calls.push(ids);
    return new Map(ids.filter((id) => id < 100).map((id) => [id, `{"id":${id}}`]));
  };

  it('returns JSON in the order asked, loading only what is missing, dropping unknown ids', async () => {
    const cache = new RecordCache(30_000, 100);
    const calls: number[][] = [];
    expect(await cache.getMany([3, 1, 2], loader(calls))).toEqual([
      '{"id":3}',
      '{"id":1}',
      '{"id":2}',
    ]);
    expect(await cache.getMany([2, 4, 500, 3], loader(calls))).toEqual([
      '{"id":2}',
      '{"id":4}',
      '{"id":3}',
    ]);
    expect(calls).toEqual([
      [3, 1, 2],
      [4, 500],
    ]);
    expect(await cache.getMany([], loader(calls))).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('reloads entries older than the TTL and keeps at most maxEntries', async () => {
    const c = clock();
    const cache = new RecordCache(1_000, 3, c.now);
    const calls: number[][] = [];
    await cache.getMany([1, 2, 3], loader(calls));
    c.advance(1_001);
    await cache.getMany([1], loader(calls));
    expect(calls.at(-1)).toEqual([1]);
    await cache.getMany([4, 5], loader(calls)); // 2 and 3 are the least recently used
    await cache.getMany([1, 4, 5], loader(calls));
    expect(calls).toHaveLength(3);
    await cache.getMany([2], loader(calls));
    expect(calls.at(-1)).toEqual([2]);
  });
});
