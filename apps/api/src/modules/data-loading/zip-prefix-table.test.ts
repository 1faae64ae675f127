import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZIP_PREFIX_STATES } from '@vaxnear/domain/zip-state';
import { loadConfig } from '../../config.ts';
import { parseCsv } from './csv.ts';

describe('the ZIP-prefix table shared with the browser', () => {
  it('is exactly data/zip_prefix_state.csv', () => {
    const rows = parseCsv(fs.readFileSync(path.join(loadConfig().dataDir, 'zip_prefix_state.csv'), 'utf8'));
    expect(Object.fromEntries(rows.map((row) => [row.prefix, row.state]))).toEqual(ZIP_PREFIX_STATES);
  });
});
