import { describe, expect, it } from 'vitest';
import { formatList } from './list-format.ts';

describe('a list as a sentence says it', () => {
  it('joins two or more names with "and" in English and "y" in Spanish', () => {
    expect(formatList(['Ana', 'Luis', 'me'], 'en')).toBe('Ana, Luis, and me');
    expect(formatList(['Ana', 'Luis', 'yo'], 'es')).toBe('Ana, Luis y yo');
    expect(formatList(['Ana', 'me'], 'en')).toBe('Ana and me');
  });

  it('says one item alone', () => {
    expect(formatList(['Flu'], 'en')).toBe('Flu');
  });
});
