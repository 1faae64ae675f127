import { expect, type Page } from '@playwright/test';
import { tabTo } from './page-checks.ts';

// The patient-info form of every booking journey (docs/product/booking-flow.md, Patient info), filled the way a person
// does: with the mouse, or with the keyboard only. It leaves the Continue button to the caller, whose journey decides
// what a press should lead to.

export interface Patient {
  firstName: string;
  lastName: string;
  /** Digits only, MMDDYYYY: the field's mask adds the slashes as they are typed. */
  dateOfBirth: string;
  sex: 'female' | 'male';
  address1: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  /** Ten digits, or none: the phone number is optional. */
  phone?: string;
}

const LABELS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    female: 'Female',
    male: 'Male',
    address1: 'Address line 1',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    email: 'Email',
    phone: /Phone number/,
  },
  es: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    dateOfBirth: 'Fecha de nacimiento',
    female: 'Femenino',
    male: 'Masculino',
    address1: 'Dirección, línea 1',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    email: 'Correo electrónico',
    phone: /Número de teléfono/,
  },
} as const;

/** A New York adult the journeys book for, unless they need someone else. */
export const anaRuiz: Patient = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  dateOfBirth: '03271958',
  sex: 'female',
  address1: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  email: 'ana.ruiz@example.com',
};

export async function fillPatientForm(
  page: Page,
  patient: Patient,
  { locale = 'en', keyboard = false }: { locale?: 'en' | 'es'; keyboard?: boolean } = {},
): Promise<void> {
  const labels = LABELS[locale];
  const enter = async (name: string | RegExp, text: string, { masked = false } = {}) => {
    const box = page.getByRole('textbox', { name });
    if (keyboard) {
      await tabTo(page, box);
      await page.keyboard.type(text);
    } else if (masked) {
      // A masked field formats each key press; fill() would skip the mask.
      await box.pressSequentially(text);
    } else {
      await box.fill(text);
    }
  };

  await enter(labels.firstName, patient.firstName);
  await enter(labels.lastName, patient.lastName);
  await enter(labels.dateOfBirth, patient.dateOfBirth, { masked: true });
  const sex = page.getByRole('radio', { name: labels[patient.sex], exact: true });
  if (keyboard) {
    // A radio group is one Tab stop: land on its first radio, then the arrow keys choose.
    await tabTo(page, page.getByRole('radio', { name: labels.female, exact: true }));
    await page.keyboard.press(patient.sex === 'female' ? 'Space' : 'ArrowDown');
    await expect(sex).toBeChecked();
  } else {
    await sex.check();
  }
  await enter(labels.address1, patient.address1);
  await enter(labels.city, patient.city);
  await enter(labels.state, patient.state);
  await enter(labels.zip, patient.zip);
  await enter(labels.email, patient.email);
  if (patient.phone !== undefined) await enter(labels.phone, patient.phone, { masked: true });
}
