// The SMART Scheduling Links files as stored bytes (decision 252): each file is built once per change (gzip and
// brotli side by side, with a content hash for its ETag) and then served as it is, however many readers poll.
// Each server keeps its own copy on its local disk (the national feed is some 0.5 GB gzipped: too much to keep in
// memory) and learns of changes from the shared database's change log (feed_changes), so a fleet needs no shared
// file storage and every server is right after a booking within the documented delay. Builds are single-flight per file and limited in number; a reader past the limits is told to
// come back (503 with Retry-After) instead of piling work up.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants as zlib, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

export interface FeedFile {
  /** Content hash of the plain bytes: the same on every server that built the same lines. */
  hash: string;
  builtAt: Date;
  /** The gzip and brotli codings, as files in the store's folder. */
  gzipPath: string;
  brotliPath: string;
  /** Bytes on disk, both codings. */
  storedBytes: number;
  /** Each coding's length, sent as Content-Length: a reader whose download was cut knows it. */
  gzipBytes: number;
  brotliBytes: number;
  plainBytes: number;
}

/** Thrown when a build or a `_since` read would go past its limit: the route answers 503 with Retry-After. */
export class FeedBusyError extends Error {
  constructor(readonly retryAfterS: number) {
    super('The feed is busy');
  }
}

/** At most `limit` at once, at most `queue` waiting; past that the caller is refused at once. */
export class WorkLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly queue: number,
    private readonly retryAfterS: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queue) throw new FeedBusyError(this.retryAfterS);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The place passes straight to the next waiter, so `running` stays counted for it.
      if (next) next();
      else this.running -= 1;
    }
  }
}

interface Entry {
  file: FeedFile | null;
  /** The file this one replaced: deleted at the next build, so that a reader still sending it is not cut off. */
  previous: FeedFile | null;
  /** What the stored file was built from: the locations' version, the state's last change, the refresh period. */
  basis: string | null;
  building: Promise<FeedFile> | null;
}

export interface FeedFileStoreOptions {
  /** A folder of this server's own, made if missing; its files are deleted by close(). */
  dir: string;
  /** Disk for stored files (gzip plus brotli); past it the least recently read file is dropped. */
  maxBytes: number;
  maxConcurrentBuilds: number;
  maxQueuedBuilds: number;
  /** Told of each build as it starts (the builds metric). */
  onBuild?: (name: string) => void;
  /** Told of each build that stored its file, with how long it took from its start (the build duration metric). */
  onBuilt?: (name: string, seconds: number) => void;
}

export class FeedFileStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;
  private readonly limit: WorkLimit;
  /** Builds started since the server started: what the single-flight tests and the bench count. */
  builds = 0;

  constructor(private readonly options: FeedFileStoreOptions) {
    this.limit = new WorkLimit(options.maxConcurrentBuilds, options.maxQueuedBuilds, 5);
    fs.mkdirSync(options.dir, { recursive: true });
  }

  /** Deletes every stored file (the server is stopping). */
  close(): void {
    fs.rmSync(this.options.dir, { recursive: true, force: true });
  }

  /**
   * The stored file when it was built from `basis`; otherwise one build for every reader asking at the same time.
   * `mayRebuild` false keeps serving a stored file of another basis (a change came too soon after the last build).
   */
  async get(
    name: string,
    basis: string,
    mayRebuild: boolean,
    lines: () => AsyncIterable<string>,
    now: () => Date,
  ): Promise<FeedFile> {
    let entry = this.entries.get(name);
    if (!entry) this.entries.set(name, (entry = { file: null, previous: null, basis: null, building: null }));
    else {
      // Least recently read goes last.
      this.entries.delete(name);
      this.entries.set(name, entry);
    }
    if (entry.file && (entry.basis === basis || !mayRebuild)) return entry.file;
    if (entry.building) return entry.building;
    const current = entry;
    const building = this.limit
      .run(async () => {
        this.builds += 1;
        this.options.onBuild?.(name);
        this.generation += 1;
        const started = performance.now();
        const file = await buildFile(lines(), now, path.join(this.options.dir, `${name}.${this.generation}`));
        this.options.onBuilt?.(name, (performance.now() - started) / 1000);
        return file;
      })
      .then(
        (file) => {
          if (current.previous) removeFile(current.previous);
          if (current.file) this.bytes -= current.file.storedBytes;
          current.previous = current.file;
          current.file = file;
          current.basis = basis;
          current.building = null;
          this.bytes += file.storedBytes;
          this.evict(name);
          return file;
        },
        (error: unknown) => {
          current.building = null;
          throw error;
        },
      );
    current.building = building;
    // Too many builds already: a reader who can have the file as it was gets that rather than a refusal.
    const stale = current.file;
    if (stale)
      return building.catch((error: unknown) => (error instanceof FeedBusyError ? stale : Promise.reject(error)));
    return building;
  }

  /** When the stored file of `name` was built, if there is one. */
  builtAt(name: string): Date | null {
    return this.entries.get(name)?.file?.builtAt ?? null;
  }

  get size(): { files: number; bytes: number } {
    return { files: [...this.entries.values()].filter((e) => e.file).length, bytes: this.bytes };
  }

  private evict(keep: string) {
    for (const [name, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      if (name === keep || !entry.file) continue;
      this.bytes -= entry.file.storedBytes;
      if (entry.previous) removeFile(entry.previous);
      entry.previous = entry.file;
      entry.file = null;
      entry.basis = null;
    }
  }
}

/** Brotli quality 4 costs about what gzip 6 does and gives smaller files; 11 would cost many times more. */
const BROTLI_QUALITY = 4;

function removeFile(file: FeedFile) {
  fs.rmSync(file.gzipPath, { force: true });
  fs.rmSync(file.brotliPath, { force: true });
}

/** Writes the lines once, through gzip and brotli into two files, hashing the plain bytes on the way. */
async function buildFile(lines: AsyncIterable<string>, now: () => Date, stem: string): Promise<FeedFile> {
  const hash = createHash('sha256');
  const gzip = createGzip({ level: 6 });
  const brotli = createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  const gzipPath = `${stem}.gz`;
  const brotliPath = `${stem}.br`;
  const written = Promise.all([
    pipeline(gzip, fs.createWriteStream(gzipPath)),
    pipeline(brotli, fs.createWriteStream(brotliPath)),
  ]);
  let plainBytes = 0;
  try {
    for await (const text of lines) {
      const bytes = Buffer.from(text, 'utf8');
      plainBytes += bytes.length;
      hash.update(bytes);
      await Promise.all([write(gzip, bytes), write(brotli, bytes)]);
    }
    gzip.end();
    brotli.end();
    await written;
  } catch (error) {
    gzip.destroy();
    brotli.destroy();
    await written.catch(() => undefined);
    fs.rmSync(gzipPath, { force: true });
    fs.rmSync(brotliPath, { force: true });
    throw error;
  }
  const gzipBytes = fs.statSync(gzipPath).size;
  const brotliBytes = fs.statSync(brotliPath).size;
  return {
    hash: hash.digest('base64url').slice(0, 27),
    builtAt: now(),
    gzipPath,
    brotliPath,
    storedBytes: gzipBytes + brotliBytes,
    gzipBytes,
    brotliBytes,
    plainBytes,
  };
}

async function write(stream: Gzip | BrotliCompress, bytes: Buffer): Promise<void> {
  if (!stream.write(bytes)) await once(stream, 'drain');
}

export type FeedEncoding = 'br' | 'gzip' | 'identity';

/** The coding to send: brotli, then gzip, when the reader takes them (a `q=0` refuses one), else plain. */
export function preferredEncoding(header: string | string[] | undefined): FeedEncoding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [coding, ...params] = part
      .trim()
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    if (!coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The strong ETag of one coding of a file: codings differ in bytes, so each has its own. */
export function etagOf(file: FeedFile, encoding: FeedEncoding): string {
  return `"${file.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

/**
 * Whether the reader already has this file: If-None-Match names its hash (in any coding: the lines are the same),
 * or, without If-None-Match, If-Modified-Since is not before the build.
 */
export function notModified(
  file: FeedFile,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim().replace(/^W\//, '');
      return t === '*' || t.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '') === file.hash;
    });
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(file.builtAt.getTime() / 1000) * 1000 <= since;
}
