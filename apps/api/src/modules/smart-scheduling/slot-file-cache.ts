// Finished Slot files, gzipped, kept for a short while (decision 130): aggregators poll every minute or so and a big
// state's file takes seconds of CPU to write, so readers within the TTL share one build. Bounded in bytes; the
// least recently read file goes first.

export interface CachedSlotFile {
  gzipChunks: Buffer[];
  bytes: number;
  storedAt: number;
}

export class SlotFileCache {
  private readonly entries = new Map<string, CachedSlotFile>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
  ) {}

  /** Whether a file of this size is worth collecting while it is written. */
  accepts(bytes: number): boolean {
    return this.ttlMs > 0 && bytes <= this.maxBytes;
  }

  get(key: string, nowMs: number): CachedSlotFile | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    // A clock moved back (tests, CLOCK_OFFSET_MS) counts as expired too.
    if (nowMs - entry.storedAt >= this.ttlMs || nowMs < entry.storedAt) {
      this.delete(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, gzipChunks: Buffer[], nowMs: number): void {
    const bytes = gzipChunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (!this.accepts(bytes)) return;
    this.delete(key);
    for (const [oldest] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, { gzipChunks, bytes, storedAt: nowMs });
    this.bytes += bytes;
  }

  get size(): { files: number; bytes: number } {
    return { files: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/** Whether an Accept-Encoding header takes gzip (a `q=0` refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part
      .trim()
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
