import { describe, expect, it } from 'vitest';
import {
  hoursProblems,
  identifierProblem,
  isValidNcpdp,
  isValidNpi,
  normalizeWebsite,
  providerIssueMessage,
} from './provider.ts';

describe('NPI and NCPDP numbers', () => {
  it('accepts an NPI whose check digit matches (Luhn over 80840 and the first nine digits)', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
  });

  it('refuses an NPI with one digit mistyped or two neighbours swapped', () => {
    expect(isValidNpi('1234567894')).toBe(false);
    expect(isValidNpi('1234567983')).toBe(false);
  });

  it('needs exactly 10 digits for an NPI and 7 for an NCPDP number', () => {
    expect(identifierProblem('npi', '123456789')).toEqual({ reason: 'codeDigits', params: { digits: 10 } });
    expect(identifierProblem('npi', '12345678930')).toEqual({ reason: 'codeDigits', params: { digits: 10 } });
    expect(providerIssueMessage({ reason: 'codeDigits', params: { digits: 10 } })).toBe('Please enter a 10-digit code');
    expect(identifierProblem('npi', '1234567893')).toBeNull();
    expect(identifierProblem('ncpdp', '123456')).toEqual({ reason: 'codeDigits', params: { digits: 7 } });
    expect(providerIssueMessage(identifierProblem('ncpdp', '123456')!)).toBe('Please enter a 7-digit code');
    expect(identifierProblem('ncpdp', '12345678')).toEqual({ reason: 'codeDigits', params: { digits: 7 } });
    expect(identifierProblem('ncpdp', '1234567')).toBeNull();
    expect(isValidNcpdp('12345a7')).toBe(false);
  });

  it('ignores the spaces and dashes people type in a number', () => {
    expect(identifierProblem('npi', '123 456-7893')).toBeNull();
  });

  it('says the NPI is not valid when the digits are right in number but the check digit is wrong', () => {
    expect(identifierProblem('npi', '1234567890')).toEqual({ reason: 'npiCheckDigit' });
  });
});

describe('scheduling websites', () => {
  it('reads a bare address as https and keeps a typed scheme', () => {
    expect(normalizeWebsite('mainstreetpharmacy.com/book')).toBe('https://mainstreetpharmacy.com/book');
    expect(normalizeWebsite('http://rx.example.org')).toBe('http://rx.example.org');
  });

  it('refuses text that is not a web address', () => {
    for (const text of ['not a site', 'localhost', 'ftp://rx.example.org', 'https://', 'rx.example.org/a b']) {
      expect(normalizeWebsite(text)).toBeNull();
    }
  });
});

describe('opening hours of a schedule', () => {
  it('accepts an end one minute after the start and refuses an end equal to or before it', () => {
    expect(hoursProblems({ open24Hours: false, start: '09:00', end: '09:01' })).toEqual([]);
    expect(hoursProblems({ open24Hours: false, start: '09:00', end: '09:00' })).toEqual([
      { field: 'end', reason: 'endBeforeStart' },
    ]);
    expect(hoursProblems({ open24Hours: false, start: '17:00', end: '09:00' })).toEqual([
      { field: 'end', reason: 'endBeforeStart' },
    ]);
  });

  it('needs both times unless open 24 hours', () => {
    expect(hoursProblems({ open24Hours: false, start: '09:00' })).toEqual([{ field: 'end', reason: 'invalidTime' }]);
    expect(hoursProblems({ open24Hours: false, start: '9am', end: '17:00' })).toEqual([
      { field: 'start', reason: 'invalidTime' },
    ]);
    expect(hoursProblems({ open24Hours: true })).toEqual([]);
  });

  it('accepts a lunch break inside opening hours and refuses one touching or outside them', () => {
    const day = { open24Hours: false, start: '09:00', end: '18:00' };
    expect(hoursProblems({ ...day, lunchStart: '09:01', lunchEnd: '17:59' })).toEqual([]);
    expect(hoursProblems({ ...day, lunchStart: '09:00', lunchEnd: '13:00' })).toEqual([
      { field: 'lunchStart', reason: 'lunchOutside' },
    ]);
    expect(hoursProblems({ ...day, lunchStart: '13:00', lunchEnd: '18:00' })).toEqual([
      { field: 'lunchEnd', reason: 'lunchOutside' },
    ]);
  });

  it('refuses half a lunch break and a lunch break ending before it starts', () => {
    const day = { open24Hours: false, start: '09:00', end: '18:00' };
    expect(hoursProblems({ ...day, lunchStart: '13:00' })).toEqual([{ field: 'lunchEnd', reason: 'lunchIncomplete' }]);
    expect(hoursProblems({ ...day, lunchEnd: '13:00' })).toEqual([{ field: 'lunchStart', reason: 'lunchIncomplete' }]);
    expect(hoursProblems({ ...day, lunchStart: '13:00', lunchEnd: '13:00' })).toEqual([
      { field: 'lunchEnd', reason: 'lunchEndBeforeStart' },
    ]);
  });
});
