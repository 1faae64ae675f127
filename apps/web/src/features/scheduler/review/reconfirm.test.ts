import { describe, expect, it } from 'vitest';
import { reconfirmConflicts } from './reconfirm.ts';
import type { PatientFormData } from '../machine/scheduler.machine.ts';

const form = (fields: Partial<PatientFormData>) =>
  ({
    firstName: 'Ana',
    lastName: 'Ruiz',
    sex: 'female',
    dateOfBirth: '04/12/1958',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipCode: '',
    email: 'ana@example.com',
    phone: '',
    ...fields,
  }) as PatientFormData;

describe('a field asked to be reconfirmed', () => {
  it('must now hold a different value: the same one retyped, in other case or spacing, is refused', () => {
    expect(reconfirmConflicts({ email: 'ana@example.com' }, form({ email: ' ANA@example.com ' }))).toEqual(['email']);
    expect(reconfirmConflicts({ phoneNumber: '(212) 555-0100' }, form({ phone: '212 555 0100' }))).toEqual(['phone']);
    expect(reconfirmConflicts({ email: 'ana@example.com' }, form({ email: 'ana.r@example.com' }))).toEqual([]);
    expect(reconfirmConflicts(undefined, form({}))).toEqual([]);
  });
});
