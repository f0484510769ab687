import { describe, expect, it } from 'vitest';
import { createReadCache, etagOf, ifNoneMatchHits } from './read-cache.ts';

describe('the read cache', () => {
  it('fills once, then answers from memory with a strong ETag of the body', async () => {
    const cache = createReadCache();
    let reads = 0;
    const produce = async () => `{"n":${++reads}}`;
    const first = await cache.read('k', ['a'], produce);
    const second = await cache.read('k', ['a'], produce);
    expect(second).toBe(first);
    expect(first.body).toBe('{"n":1}');
    expect(first.bytes.equals(Buffer.from('{"n":1}'))).toBe(true);
    expect(first.etag).toBe(etagOf('{"n":1}'));
    expect(first.etag).toMatch(/^"[\w-]{43}"$/);
    expect(cache.stats()).toEqual({ hits: 1, fills: 1, entries: 1 });
  });

  it('drops the entries of an invalidated topic only', async () => {
    const cache = createReadCache();
    let n = 0;
    await cache.read('a', ['a'], async () => `a${++n}`);
    await cache.read('b', ['b'], async () => `b${++n}`);
    cache.invalidate(['a']);
    expect((await cache.read('a', ['a'], async () => `a${++n}`)).body).toBe('a3');
    expect((await cache.read('b', ['b'], async () => `b${++n}`)).body).toBe('b2');
    cache.clear();
    expect(cache.stats().entries).toBe(0);
  });

  it('does not keep an answer read while its topic was invalidated (it may be stale)', async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = cache.read('k', ['a'], () => new Promise((r) => (release = () => r('old'))));
    cache.invalidate(['a']); // a change commits while the old answer is being read
    release();
    expect((await slow).body).toBe('old'); // the reader that asked before the change gets it
    expect((await cache.read('k', ['a'], async () => 'new')).body).toBe('new');
    // An unrelated topic's invalidation does not spoil a fill.
    const other = cache.read('o', ['b'], () => new Promise((r) => (release = () => r('b'))));
    cache.invalidate(['a']);
    release();
    await other;
    expect((await cache.read('o', ['b'], async () => 'b2')).body).toBe('b');
  });

  it('matches If-None-Match weakly, in lists and as *', () => {
    const etag = '"abc"';
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x", "abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits('"abcd"', etag)).toBe(false);
  });
});
