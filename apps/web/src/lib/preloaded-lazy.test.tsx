import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadedLazy, type PreloadedLazy } from './preloaded-lazy.ts';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const renderIn = (lazy: PreloadedLazy<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <lazy.Component name="Ana" />
    </Suspense>,
  );

describe('preloadedLazy', () => {
  it('shows the component at its first render, without the fallback, once it was preloaded', async () => {
    let loads = 0;
    const lazy = preloadedLazy<{ name: string }>(async () => {
      loads += 1;
      return { default: Greeting };
    });
    lazy.preload();
    lazy.preload();
    await act(async () => {});
    renderIn(lazy);
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the fallback until the code arrives when nothing preloaded it', async () => {
    const lazy = preloadedLazy<{ name: string }>(async () => ({ default: Greeting }));
    renderIn(lazy);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('fetches again after a failed preload', async () => {
    let loads = 0;
    const lazy = preloadedLazy<{ name: string }>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { default: Greeting };
    });
    lazy.preload();
    await act(async () => {});
    renderIn(lazy);
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
