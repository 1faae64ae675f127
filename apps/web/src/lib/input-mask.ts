// Input masks of the booking and sign-up forms: '##/##/####' for dates, '(###) ###-####' for phone numbers.

/**
 * Fits typed or pasted text to a mask of #s. A date typed with its own slashes keeps them, so 3/7/1980 stays as
 * written (leading zeros are optional); digits alone fill the mask.
 */
export function applyMask(value: string, mask: string): string {
  if (mask === '##/##/####' && value.includes('/')) return maskDate(value);
  let digits = value.replace(/\D/g, '');
  // A pasted +1 country code is not part of the number.
  if (mask.startsWith('(') && digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  let out = '';
  let index = 0;
  for (const char of mask) {
    if (index >= digits.length) break;
    if (char === '#') {
      out += digits[index];
      index += 1;
    } else out += char;
  }
  return out;
}

/** A date with the person's own slashes: a month or day of one digit stays so, and a third digit moves on. */
function maskDate(value: string): string {
  const segments = value.split('/').map((segment) => segment.replace(/\D/g, ''));
  const parts: string[] = [];
  let carry = '';
  for (const segment of segments) {
    let part = carry + segment;
    carry = '';
    while (parts.length < 2 && part.length > 2) {
      parts.push(part.slice(0, 2));
      part = part.slice(2);
    }
    parts.push(part);
    if (parts.length >= 3) break;
  }
  return parts
    .slice(0, 3)
    .map((part, index) => part.slice(0, index === 2 ? 4 : 2))
    .join('/');
}
