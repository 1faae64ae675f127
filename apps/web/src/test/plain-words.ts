// What a person must never read: a schema library's own wording, or the developer-facing texts this site used to show.
import { expect } from 'vitest';
import { isLibraryMessage } from '@vaxnear/domain/plain-messages';

const RAW = [
  /Invalid input/i,
  /expected \w+, received/i,
  /Invalid discriminator/i,
  /Invalid option/i,
  /Too (small|big)/i,
  /Invalid date\. Please use format/,
  /Some fields are invalid/,
  /^Required$/,
  /Invalid email format/,
  /Invalid phone number format/,
  /Invalid Website format/,
];

/** Every message is a sentence for people: not empty, not a library's wording. */
export function expectPlainWords(messages: readonly string[], where: string): void {
  for (const message of messages) {
    expect(message.trim(), `an empty message on ${where}`).not.toBe('');
    expect(isLibraryMessage(message), `"${message}" on ${where}`).toBe(false);
    for (const pattern of RAW) expect(message, `"${message}" on ${where}`).not.toMatch(pattern);
  }
}

/** Every message of a rendered page: error texts, the error summary and alerts. */
export function renderedMessages(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('.vx-field__error, .vx-error-summary li, [role="alert"]')].map(
    (el) => el.textContent ?? '',
  );
}
