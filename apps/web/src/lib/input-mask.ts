// Input masks for typed and pasted dates and phone numbers, shared by every form with such a field.

/** Fits typed or pasted text to a mask of #s: '##/##/####' or '(###) ###-####'. */
export function applyMask(value: string, mask: string): string {
  let digits = value.replace(/\D/g, '');
  // A pasted +1 country code is not part of the number (docs/product/booking-flow.md, Form rules).
  if (mask.startsWith('(') && digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  let out = '';
  let index = 0;
  for (const char of mask) {
    if (index >= digits.length) break;
    if (char === '#') { out += digits[index]; index += 1; } else out += char;
  }
  return out;
}
