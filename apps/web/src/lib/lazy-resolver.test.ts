import { describe, expect, it } from 'vitest';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const requireName: Resolver<Values> = (values): ResolverResult<Values> =>
  values.name ? { values, errors: {} } : { values: {}, errors: { name: { type: 'required', message: 'Required' } } };

describe('lazyResolver', () => {
  it('loads the validation once, when first asked, and answers as the loaded resolver does', async () => {
    let loads = 0;
    const lazy = lazyResolver<Values>(async () => {
      loads += 1;
      return requireName;
    });
    expect(loads).toBe(0);
    lazy.preload();
    const empty = await lazy.resolver({ name: '' }, undefined, options);
    expect(empty.errors.name?.message).toBe('Required');
    expect(await lazy.resolver({ name: 'Ana' }, undefined, options)).toEqual({ values: { name: 'Ana' }, errors: {} });
    expect(loads).toBe(1);
  });

  it('tries the fetch again after it failed', async () => {
    let loads = 0;
    const lazy = lazyResolver<Values>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return requireName;
    });
    await expect(lazy.resolver({ name: '' }, undefined, options)).rejects.toThrow('offline');
    expect((await lazy.resolver({ name: 'Ana' }, undefined, options)).errors).toEqual({});
    expect(loads).toBe(2);
  });
});
