import { describe, expect, it } from 'vitest';
import { looksLikeSpamName, MESSAGES } from './patient.ts';
import { patientFieldErrors } from './patient-rules.ts';
import { nameSchema } from './patient-schemas.ts';

// Names people really have: apostrophes, hyphens, accents, particles, initials with a dot, several scripts.
const REAL_NAMES = [
  "O'Brien",
  'O’Connor',
  'María José',
  'Nguyễn',
  'Nguyễn Thị Minh Khai',
  'Anne-Marie',
  'Jean-Luc Picard',
  "D'Angelo",
  'St. John',
  'St. Clair',
  'Mary Jo',
  'J. R. R.',
  'Smith Jr.',
  'Henry VIII',
  'de la Cruz',
  'van der Berg',
  'Müller',
  'Øyvind',
  'Siobhán',
  'Zoë',
  'Björk',
  'José Ángel',
  'Ñúñez',
  'Dot',
  'Dorothy',
  'Comer',
  'Atkins',
  'Hattie',
  'Whitney',
  'Wu',
  'Li',
  'Ng',
  'Ma. Luisa',
  'Al-Rashid',
  'Abdul Rahman ibn Said',
  '李小龍',
  'Владимир',
  'Αλέξανδρος',
  'محمد',
  'Kim Ji-woo',
  'Te Rangi',
  'Hinewai',
  'Dotson',
  'Atwood',
  'Mc Coy',
  // The web's address and city fields use the same rule: an abbreviation's dot and space are not a domain.
  '1234 N. Co Rd',
  'Sta. Me',
];

const SPAM_NAMES = [
  // links, plain and disguised
  'https://evil.example',
  'visit http://x.co',
  'hxxps://evil',
  'hxxp evil',
  'h t t p : / / evil',
  'HTTP evil',
  'www.evil',
  'w w w . evil',
  'evil.com',
  'evil . com',
  'evil .com',
  'evil .  net',
  'evil DOT com',
  'evil dot net',
  'evil[.]com',
  'evil (dot) org',
  'evil(.)ru',
  'call-now.xyz',
  'ｅｖｉｌ．ｃｏｍ',
  'ev\u200bil.c\u200bom',
  // e-mail addresses
  'me@evil.example',
  'me＠evil',
  'me [at] evil',
  'me (at) evil',
  'me{at}evil',
  // phone numbers, however spaced
  '5550100',
  '555 0100 now',
  '5 5 5 0 1 0 0',
  '(212) 555-0100',
  '212.555.0100',
  '+1 212 555 0100',
  '１２３４５',
  // line breaks and other control characters
  'Ana\nClick here',
  'Ana\r\nBcc: x',
  'Ana\u2028Rivera',
  'Ana\tRivera',
];

describe('names that carry links, addresses, phone numbers or line breaks', () => {
  it.each(REAL_NAMES)('accepts the real name %s', (name) => {
    expect(looksLikeSpamName(name)).toBe(false);
    expect(nameSchema.safeParse(name).success).toBe(true);
  });

  it.each(SPAM_NAMES)('refuses %j', (name) => {
    expect(looksLikeSpamName(name)).toBe(true);
  });

  it('gives the form the message that says what to fix', () => {
    const parsed = nameSchema.safeParse('evil DOT com');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.nameWithLink);
  });

  it('is the booking rule too: a booking names the field and says what to fix', () => {
    const person = {
      firstName: 'Call 212 555 0100',
      lastName: 'hxxps evil DOT com',
      sex: 'female',
      dateOfBirth: '04/12/1958',
      address1: '902 W. Greenwood St.',
      city: 'Abbeville',
      state: 'SC',
      zipCode: '29620',
      email: 'ana@example.com',
    };
    expect(patientFieldErrors(person, '2026-11-23')).toEqual([
      { code: 'VALIDATION_FAILED', field: 'user.firstName', message: MESSAGES.nameWithLink, reason: 'nameWithLink' },
      { code: 'VALIDATION_FAILED', field: 'user.lastName', message: MESSAGES.nameWithLink, reason: 'nameWithLink' },
    ]);
    expect(patientFieldErrors({ ...person, firstName: 'Siobhán', lastName: "O'Brien-Nguyễn" }, '2026-11-23')).toEqual(
      [],
    );
  });
});
