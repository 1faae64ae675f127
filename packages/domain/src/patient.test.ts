import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  isValidDateOfBirth,
  isValidPhone,
  MESSAGES,
  normalizeDateOfBirth,
  normalizePhone,
} from './patient.ts';
import { dateOfBirthIssue, patientFieldErrors } from './patient-rules.ts';
import { nameSchema, patientFormSchema } from './patient-schemas.ts';

const today = '2026-11-23';
const valid = {
  firstName: 'Ana',
  lastName: 'Rivera',
  sex: 'female',
  dateOfBirth: '04/12/1958',
  address1: '902 W. Greenwood St.',
  city: 'Abbeville',
  state: 'SC',
  zipCode: '29620',
  email: 'ana@example.com',
  phoneNumber: '(864) 459-5406',
};

describe('phone numbers', () => {
  it('reduces pasted text to ten digits and drops a leading country code 1', () => {
    expect(normalizePhone('+1 (864) 459-5406')).toBe('8644595406');
    expect(normalizePhone('864.459.5406')).toBe('8644595406');
  });
  it.each([
    ['(864) 459-5406', true],
    ['(064) 459-5406', false],
    ['(164) 459-5406', false],
    ['(894) 459-5406', false],
    ['(211) 459-5406', false],
    ['(222) 459-5406', false],
    ['(212) 459-5406', true],
    ['459-5406', false],
  ])('says %s is valid: %s', (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });
});

describe('date of birth and age', () => {
  it('accepts a real past date in MM/DD/YYYY or YYYY-MM-DD', () => {
    expect(isValidDateOfBirth('02/29/2000', today)).toBe(true);
    expect(isValidDateOfBirth('2000-02-29', today)).toBe(true);
  });
  it.each(['02/30/2000', '13/01/2000', '12/31/1899', '11/24/2026', '1/2/20000', '1//2000', ''])(
    'refuses %s',
    (value) => {
      expect(isValidDateOfBirth(value, today)).toBe(false);
    },
  );
  it('accepts a date written without leading zeros, as people write it', () => {
    expect(isValidDateOfBirth('3/7/1980', today)).toBe(true);
    expect(normalizeDateOfBirth('3/7/1980')).toBe('1980-03-07');
  });
  it('says which problem a date of birth has: not a date, too early, or not yet', () => {
    expect(dateOfBirthIssue('02/30/2000', today)).toBe(MESSAGES.invalidDate);
    expect(dateOfBirthIssue('12/31/1899', today)).toBe(MESSAGES.tooEarlyDate);
    expect(dateOfBirthIssue('03/27/2030', today)).toBe('Date of birth must be in the past');
    expect(dateOfBirthIssue('03/27/1980', today)).toBeNull();
  });
  it('counts whole years, a birthday today included', () => {
    expect(ageInYears('11/23/2008', today)).toBe(18);
    expect(ageInYears('11/24/2008', today)).toBe(17);
    expect(ageInYears('2026-11-23', today)).toBe(0);
  });
});

describe('patient field errors', () => {
  it('finds nothing wrong with a complete, valid patient', () => {
    expect(patientFieldErrors(valid, today)).toEqual([]);
  });
  it('names each missing or invalid field the way the client maps it back to the form', () => {
    const errors = patientFieldErrors(
      {
        ...valid,
        firstName: '',
        lastName: 'x'.repeat(51),
        email: 'ana@',
        phoneNumber: '(111) 111-1111',
        dateOfBirth: '02/30/1990',
      },
      today,
    );
    expect(errors).toEqual([
      { code: 'MISSING_INFORMATION', field: 'user.firstName', message: 'Required', reason: 'required' },
      {
        code: 'VALIDATION_FAILED',
        field: 'user.lastName',
        message: 'You have reached the 50-character limit',
        reason: 'tooLong',
        params: { max: 50 },
      },
      {
        code: 'VALIDATION_FAILED',
        field: 'user.dateOfBirth',
        message: 'Invalid date. Please use format MM/DD/YYYY',
        reason: 'invalidDate',
      },
      { code: 'VALIDATION_FAILED', field: 'user.email', message: 'Invalid email format', reason: 'invalidEmail' },
      {
        code: 'VALIDATION_FAILED',
        field: 'user.phoneNumber',
        message: 'Invalid phone number format',
        reason: 'invalidPhone',
      },
    ]);
  });
  it('takes names and e-mail under 50 characters, as the rule says, and refuses 50', () => {
    const name49 = 'N'.repeat(49);
    const email49 = `${'a'.repeat(37)}@example.com`;
    expect(email49).toHaveLength(49);
    expect(patientFieldErrors({ ...valid, firstName: name49, lastName: name49, email: email49 }, today)).toEqual([]);
    const tooLong = {
      code: 'VALIDATION_FAILED',
      message: 'You have reached the 50-character limit',
      reason: 'tooLong',
      params: { max: 50 },
    };
    expect(
      patientFieldErrors({ ...valid, firstName: 'N'.repeat(50), email: `${'a'.repeat(38)}@example.com` }, today),
    ).toEqual([
      { ...tooLong, field: 'user.firstName' },
      { ...tooLong, field: 'user.email' },
    ]);
  });
  it('gives the schemas the same reasons and numbers, the rules being the same (decision 298)', () => {
    const form = patientFormSchema(today, { phoneRequired: true });
    const parsed = form.safeParse({
      firstName: '',
      lastName: 'x'.repeat(51),
      sex: 'male',
      dateOfBirth: '02/30/1990',
      address1: '1 Main St',
      address2: '',
      city: 'Denver',
      state: 'c0',
      zipCode: '8020',
      email: 'ana@',
      phone: '',
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params]);
    expect(issues).toEqual([
      ['firstName', 'Required', { reason: 'required' }],
      ['lastName', 'You have reached the 50-character limit', { reason: 'tooLong', params: { max: 50 } }],
      ['dateOfBirth', 'Invalid date. Please use format MM/DD/YYYY', { reason: 'invalidDate' }],
      ['state', 'Use the two-letter state code', { reason: 'invalidState' }],
      ['zipCode', 'Enter a 5-digit ZIP code', { reason: 'invalidZip' }],
      ['email', 'Invalid email format', { reason: 'invalidEmail' }],
      ['phone', 'This pharmacy needs a phone number to book', { reason: 'phoneRequired' }],
    ]);
    // The server's check of the same values names the same reasons (its phone is simply required).
    const server = patientFieldErrors(
      { ...valid, firstName: '', lastName: 'x'.repeat(51), dateOfBirth: '02/30/1990', state: 'C0', zipCode: '8020' },
      today,
    );
    expect(server.map((e) => e.reason)).toEqual(['required', 'tooLong', 'invalidDate', 'invalidState', 'invalidZip']);
  });

  it('says the same with the schemas the forms and the server parse with', () => {
    expect(nameSchema.safeParse('N'.repeat(49)).success).toBe(true);
    const refused = nameSchema.safeParse('N'.repeat(50));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('You have reached the 50-character limit');
  });
  it('lets the phone be left out unless the retailer requires it', () => {
    expect(patientFieldErrors({ ...valid, phoneNumber: null }, today)).toEqual([]);
    expect(patientFieldErrors({ ...valid, phoneNumber: null }, today, { phoneRequired: true })[0]?.field).toBe(
      'user.phoneNumber',
    );
  });
});
