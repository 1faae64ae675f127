// No schema or library message reaches a person: every message they read says what to do. The domain's own
// messages (patient.ts MESSAGES and friends) are written for people; anything else a schema library produces by
// default ("Invalid input: expected string, received null") is recognised here and replaced.

/** What zod (3 and 4) says on its own when a schema names no message of its own. */
const LIBRARY_WORDING = [
  /^Invalid (input|option|value|string|discriminator|element|key|union|type|literal|enum|email|url|uuid|date|number|format|arguments|return)\b/i,
  /^Too (small|big)\b/i,
  /^Unrecognized keys?\b/i,
  /\bexpected \S+(, | but )received\b/i,
  /^Expected \S+, received\b/i,
  /^(String|Number|Array|Date|Set) must (contain|be)\b/i,
  /^Invalid discriminator value\b/i,
  /^Input not instance of\b/i,
];

export function isLibraryMessage(message: string): boolean {
  return LIBRARY_WORDING.some((pattern) => pattern.test(message));
}

/** The one message for a value we cannot read, when nothing more specific is known about the field. */
export const CHECK_ANSWER_MESSAGE = 'Check this answer and enter it again';
