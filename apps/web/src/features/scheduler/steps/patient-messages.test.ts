import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n.ts';
import { checkAgeEligibility } from '@vaxnear/domain/age-eligibility';
import { patientFormSchema } from '@vaxnear/domain/patient-schemas';
import { patientFieldErrors } from '@vaxnear/domain/patient-rules';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import type { FieldError } from '../../../lib/use-form.ts';
import { translateEligibilityMessage, translateFieldMessage } from './patient-messages.ts';

beforeAll(async () => {
  await loadNamespaces('en', ['common', 'scheduler']);
  await loadNamespaces('es', ['common', 'scheduler']);
});

/** The page's translations, as the site loads them. */
const t = (language: 'en' | 'es') => i18n.getFixedT(language, 'scheduler');

const location = { state: 'NY', retailer: 'cvs' };
const says = (language: 'en' | 'es', input: Parameters<typeof checkAgeEligibility>[0]) =>
  checkAgeEligibility(input).errors.map((e) => translateEligibilityMessage(t(language), e, location.state));

describe('eligibility messages at the patient step, from the rule the domain names', () => {
  it('tells an adult under 18 that a parent or guardian can book, and a child under 3 to ask a pharmacist', () => {
    expect(says('en', { age: 17, services: ['flu'], flow: 'adult', location })).toEqual([
      'Must be 18+ to book online. A parent or guardian can book for a minor.',
    ]);
    // Not the adult sentence: the guardian is already booking for the child.
    expect(says('en', { age: 2, services: ['flu'], flow: 'minor', location })).toEqual([
      "Children must be 3 or older to be booked online. Ask a pharmacist or your child's doctor about vaccines for younger children.",
    ]);
    expect(says('es', { age: 2, services: ['flu'], flow: 'minor', location })[0]).toMatch(
      /^Los niños deben tener 3 años/,
    );
  });

  it("names the vaccine's own minimum age", () => {
    expect(says('en', { age: 40, services: ['rsv'], flow: 'adult', location })).toEqual([
      'Must be 50+ to book RSV online',
    ]);
    expect(says('es', { age: 18, services: ['pneumococcal'], flow: 'adult', location })).toHaveLength(1);
  });
});

describe('patient field errors, worded from the reason the domain gives (decision 298)', () => {
  const typed = {
    firstName: 'Ana',
    lastName: 'L'.repeat(51),
    sex: 'female',
    dateOfBirth: '03/27/2030',
    address1: '1 Main St',
    address2: '',
    city: 'Denver',
    state: 'Colorado',
    zipCode: '802',
    email: 'ana@example.com',
    phone: '',
  };

  it('says what to do in English and Spanish, the limit included, from the form schema', async () => {
    const { errors = {} } = await schemaResolver(patientFormSchema('2026-11-26', { phoneRequired: true }))(typed);
    const words = (language: 'en' | 'es') =>
      Object.fromEntries(
        Object.entries(errors).map(([field, error]) => [
          field,
          translateFieldMessage(t(language), error as FieldError, field),
        ]),
      );
    expect(words('en')).toEqual({
      lastName: 'Enter 50 characters or fewer',
      dateOfBirth: 'Date of birth must be in the past',
      state: 'Enter the two-letter state code, like NY',
      zipCode: 'Enter a 5-digit ZIP code, like 10001',
      phone: 'This pharmacy needs a phone number to book. Enter a phone number where it can reach you.',
    });
    expect(words('es')).toMatchObject({
      lastName: 'Escriba 50 caracteres o menos',
      state: 'Escriba el código de dos letras del estado, como NY',
      zipCode: 'Escriba un código postal de 5 dígitos, como 10001',
    });
  });

  it("words the server's reasons the same way as the form's", () => {
    const server = patientFieldErrors({ ...typed, phoneNumber: '' }, '2026-11-26');
    const words = server.map((e) =>
      translateFieldMessage(t('en'), { type: e.reason, params: e.params }, e.field.replace('user.', '')),
    );
    expect(words).toEqual([
      'Enter 50 characters or fewer',
      'Date of birth must be in the past',
      'Enter the two-letter state code, like NY',
      'Enter a 5-digit ZIP code, like 10001',
    ]);
  });
});
