import type { DatabaseHandle } from '../../db/database.ts';

/** Placeholder until the loader lands: reports that nothing was loaded. */
export async function loadDefaultDataIfEmpty(_database: DatabaseHandle, _dataDir: string): Promise<{ loaded: boolean }> {
  return { loaded: false };
}
