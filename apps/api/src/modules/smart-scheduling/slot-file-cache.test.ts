import { describe, expect, it } from 'vitest';
import { acceptsGzip, SlotFileCache } from './slot-file-cache.ts';

const chunk = (bytes: number) => [Buffer.alloc(bytes)];

describe('SlotFileCache', () => {
  it('serves a file again until its TTL, then forgets it', () => {
    const cache = new SlotFileCache(1000, 30_000);
    cache.set('AK|v1', chunk(100), 0);
    expect(cache.get('AK|v1', 29_999)?.bytes).toBe(100);
    expect(cache.get('AK|v1', 30_000)).toBeNull();
    expect(cache.size).toEqual({ files: 0, bytes: 0 });
  });

  it('stays within its bound, letting the least recently read file go first', () => {
    const cache = new SlotFileCache(250, 30_000);
    cache.set('AK', chunk(100), 0);
    cache.set('AL', chunk(100), 0);
    cache.get('AK', 1);
    cache.set('AR', chunk(100), 2);
    expect(cache.get('AL', 3)).toBeNull();
    expect(cache.get('AK', 3)).not.toBeNull();
    expect(cache.size.bytes).toBeLessThanOrEqual(250);
    cache.set('CA', chunk(300), 4);
    expect(cache.get('CA', 5)).toBeNull();
  });

  it('keeps nothing when turned off', () => {
    const cache = new SlotFileCache(0, 30_000);
    cache.set('AK', chunk(1), 0);
    expect(cache.get('AK', 1)).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    [undefined, false],
    ['', false],
  ])('%s -> %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
