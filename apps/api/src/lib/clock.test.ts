import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOffsetClock } from './clock.ts';

describe('a clock moved by a file (CLOCK_OFFSET_FILE)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-clock-'));
  const file = path.join(dir, 'offset');
  afterEach(() => fs.rmSync(file, { force: true }));

  it('moves by the milliseconds written in the file, from the next reading on', () => {
    const clock = fileOffsetClock(file);
    fs.writeFileSync(file, String(45 * 60_000));
    const moved = clock.now().getTime() - Date.now();
    expect(moved).toBeGreaterThan(44 * 60_000);
    expect(moved).toBeLessThanOrEqual(45 * 60_000);
    fs.writeFileSync(file, '-86400000\n');
    expect(clock.now().getTime()).toBeLessThan(Date.now() - 86_000_000);
  });

  it('reads a missing or unreadable file as no offset', () => {
    const clock = fileOffsetClock(file);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(60_000);
    fs.writeFileSync(file, 'soon');
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(60_000);
  });
});
