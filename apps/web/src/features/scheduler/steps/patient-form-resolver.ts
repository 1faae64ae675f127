// The patient form's validation, which the page fetches when the form first needs it (lib/lazy-resolver.ts): the
// schema and zod's core are about 15 KB gzip the page does not need to show the form.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { patientFormSchema, type PatientFormInput } from './patient-form-schema.ts';

export function patientFormResolver(today: string, options: { phoneRequired: boolean }): Resolver<PatientFormInput> {
  return zodResolver(patientFormSchema(today, options));
}
