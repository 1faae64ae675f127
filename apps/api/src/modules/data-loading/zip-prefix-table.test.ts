import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../../config.ts';
import { parseCsv } from './csv.ts';

describe('the ZIP-prefix table shared with the browser', () => {
  it('is exactly data/zip_prefix_state.csv', () => {
    const rows = parseCsv(fs.readFileSync(path.join(loadConfig().dataDir, 'zip_prefix_state.csv'), 'utf8'));
    const prefixes: unknown = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'packages/domain/src/data/zip-prefix-state.json'), 'utf8'),
    );
    expect(Object.fromEntries(rows.map((row) => [row.prefix, row.state]))).toEqual(prefixes);
  });
});
