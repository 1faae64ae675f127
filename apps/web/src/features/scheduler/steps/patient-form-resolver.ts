// The patient form's validation, which the page fetches when the form first needs it (lib/lazy-resolver.ts): the
// schema and zod's core are about 15 KB gzip the page does not need to show the form.
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import type { FormResolver } from '../../../lib/use-form.ts';
import { patientFormSchema, type PatientFormInput } from '@vaxnear/domain/patient-schemas';

export function patientFormResolver(
  today: string,
  options: { phoneRequired: boolean },
): FormResolver<PatientFormInput> {
  return schemaResolver(patientFormSchema(today, options));
}
