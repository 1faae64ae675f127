// What the waiting list's pages say when a call fails: an invalid or spent link, or anything else.
import type { TranslationKey } from '../../i18n/keys.ts';
import { ApiError } from '../../lib/api-client.ts';

export const waitlistProblemOf = (caught: unknown): TranslationKey<'waitlist'> => {
  const code = caught instanceof ApiError ? (caught.codes[0] ?? '') : '';
  return code === 'LINK_INVALID' ? 'errors.LINK_INVALID' : 'errors.generic';
};
