import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';
import type { FormResolver } from './use-form.ts';

type Values = { name: string };
const requireName: FormResolver<Values> = (values) =>
  values.name ? { errors: {}, values } : { errors: { name: { type: 'required', message: 'Required' } } };

describe('lazyResolver', () => {
  it('loads the validation once, when first asked, and answers as the loaded resolver does', async () => {
    let loads = 0;
    const lazy = lazyResolver<Values>(async () => {
      loads += 1;
      return requireName;
    });
    expect(loads).toBe(0);
    lazy.preload();
    const empty = await lazy.resolver({ name: '' });
    expect(empty.errors.name?.message).toBe('Required');
    expect(await lazy.resolver({ name: 'Ana' })).toEqual({ errors: {}, values: { name: 'Ana' } });
    expect(loads).toBe(1);
  });

  it('tries the fetch again after it failed', async () => {
    let loads = 0;
    const lazy = lazyResolver<Values>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return requireName;
    });
    await expect(lazy.resolver({ name: '' })).rejects.toThrow('offline');
    expect((await lazy.resolver({ name: 'Ana' })).errors).toEqual({});
    expect(loads).toBe(2);
  });
});
