import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { offerFieldErrors } from './offer-field-errors.ts';

beforeAll(async () => {
  await loadNamespaces('en', ['common', 'waitlist']);
  await loadNamespaces('es', ['common', 'waitlist']);
});

/** The page's translations, as the site loads them. */
const t = (language: 'en' | 'es') => i18n.getFixedT(language, 'waitlist');

const TODAY = '2026-11-23';
const rosa = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  dateOfBirth: '04/12/1958',
  address1: '10 Main Street',
  city: 'Springfield',
  state: 'il',
  zipCode: '62701',
  email: 'rosa@example.com',
  phone: '',
  sex: 'female' as const,
};
const member = { firstName: 'Luis', lastName: 'Diaz', dateOfBirth: '09/30/1960', sex: 'male' as const };

describe('the waiting-list offer form, checked before the place is taken', () => {
  it('finds nothing in a whole form: a state typed in lower case and no phone are fine', () => {
    expect(offerFieldErrors(t('en'), rosa, [member], TODAY)).toEqual([]);
  });

  it('names each problem on its field, top to bottom, in words that say what to do', () => {
    const found = offerFieldErrors(
      t('en'),
      { ...rosa, firstName: '', dateOfBirth: '12/01/2030', zipCode: '627', email: 'rosa@', sex: '' },
      [],
      TODAY,
    );
    expect(found.map((e) => [e.fieldId, e.message])).toEqual([
      ['offer-firstName', 'Enter your first name'],
      ['offer-dateOfBirth', 'Date of birth must be in the past'],
      ['offer-zipCode', 'Enter a 5-digit ZIP code, like 10001'],
      ['offer-email', 'Enter an email address in the correct format, like name@example.com'],
      ['offer-sex', 'Select the sex on your health insurance or ID'],
    ]);
  });

  it("says whose field it is for another member of the household, and speaks of them, not of 'your' name", () => {
    const found = offerFieldErrors(t('en'), rosa, [{ ...member, firstName: ' ', dateOfBirth: '31/31/1960' }], TODAY);
    expect(found).toEqual([
      {
        fieldId: 'offer-0-firstName',
        message: 'Person 2 in your household, First name: Enter an answer here',
        fieldMessage: 'Enter an answer here',
      },
      {
        fieldId: 'offer-0-dateOfBirth',
        message: 'Person 2 in your household, Date of birth (MM/DD/YYYY): Check this answer and enter it again',
        fieldMessage: 'Check this answer and enter it again',
      },
    ]);
  });

  it('says it in Spanish on the Spanish page', () => {
    const found = offerFieldErrors(t('es'), { ...rosa, phone: '555' }, [{ ...member, sex: '' }], TODAY);
    expect(found.map((e) => e.message)).toEqual([
      'Escriba un número de teléfono de EE. UU. con su código de área, como (212) 555-0100',
      'Persona 2 de su hogar, Sexo: Elija femenino o masculino',
    ]);
  });
});
