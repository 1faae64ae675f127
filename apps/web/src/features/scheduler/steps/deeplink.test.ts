import { describe, expect, it } from 'vitest';
import { VACCINE_KINDS, type VaccineKind } from '@vaxnear/domain/vaccines';
import { parseDeeplink, withoutDeeplink } from './deeplink.ts';

const TODAY = '2026-11-22';
const parse = (query: string, kinds: readonly VaccineKind[] = VACCINE_KINDS) =>
  parseDeeplink(new URLSearchParams(query), TODAY, kinds);

describe('a schedule landing link', () => {
  it('is no deeplink when it carries only the checkbox order or campaign tracking', () => {
    expect(parse('order=rsv,flu&cmp=fall')).toBeNull();
  });

  it('selects at most two enabled kinds from services, in the link order', () => {
    expect(parse('services=[{"kind":"flu"},{"kind":"pneumococcal"},{"kind":"covid_19"}]')?.services).toEqual([
      { kind: 'flu' },
      { kind: 'pneumococcal' },
    ]);
    expect(parse('services=[{"kind":"flu"},{"kind":"rsv"}]', ['rsv', 'covid_19'])?.services).toEqual([{ kind: 'rsv' }]);
  });

  it('gives an empty selection for services that are not a JSON list', () => {
    expect(parse('services=flu')?.services).toEqual([]);
  });

  it('keeps the state only when retainState is exactly true', () => {
    expect(parse('retainState=true')?.retainState).toBe(true);
    expect(parse('retainState=yes')?.retainState).toBe(false);
  });

  it('reads the fields to reconfirm as a JSON list, a comma list or repeated parameters, ignoring unknown names', () => {
    expect(parse('confirmPatientInfo=["email","phoneNumber","address1"]')?.confirmPatientInfo).toEqual([
      'email',
      'phone',
    ]);
    expect(parse('confirmPatientInfo=firstName,lastName')?.confirmPatientInfo).toEqual(['firstName', 'lastName']);
    expect(parse('confirmPatientInfo[]=sex&confirmPatientInfo[]=dateOfBirth')?.confirmPatientInfo).toEqual([
      'sex',
      'dateOfBirth',
    ]);
  });

  it('keeps a due date only when it is a real date after today, and then counts the person as pregnant', () => {
    expect(parse('dueDate=2027-02-01')).toMatchObject({ dueDate: '2027-02-01', isPregnant: true });
    expect(parse('dueDate=2026-11-22')).toMatchObject({ dueDate: null });
    expect(parse('dueDate=2027-02-30')).toMatchObject({ dueDate: null });
    expect(parse('dueDate=2027-02-01&pregnant=false')).toMatchObject({ dueDate: null, isPregnant: false });
  });

  it('takes a five-digit ZIP only', () => {
    expect(parse('zipCode=10001')?.zipCode).toBe('10001');
    expect(parse('zipCode=1000')?.zipCode).toBeUndefined();
  });

  it('leaves the order and tracking parameters in the address once applied', () => {
    const rest = withoutDeeplink(new URLSearchParams('services=[]&zipCode=10001&order=rsv&cmp=fall&retainState=true'));
    expect(rest.toString()).toBe('order=rsv&cmp=fall');
  });
});
