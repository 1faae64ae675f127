// The provider form's fields, each wired to the form, its label, its message and (for text) its character counter:
// the page and its sections build their fields with these.
import { useTranslation } from '../../lib/use-translation.tsx';
import { RadioList } from '../../components/ui/radio-list.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField, type TextFieldOptions } from '../../components/ui/text-field.tsx';
import { valueAt } from '../../lib/use-form.ts';
import { fieldId, type ProviderFieldPath } from './provider-form.ts';
import type { useProviderRegistration } from './use-provider-registration.ts';

export type ProviderRegistration = ReturnType<typeof useProviderRegistration>;
export type ProviderFields = ReturnType<typeof useProviderFields>;

export function useProviderFields({ form, values, message, labelFor }: ProviderRegistration) {
  const { t } = useTranslation('providers');
  const { register } = form;

  const text = (path: ProviderFieldPath, { max, ...options }: TextFieldOptions & { max?: number } = {}) => (
    <TextField
      id={fieldId(path)}
      label={labelFor(path)}
      error={message(path) || undefined}
      registration={register(path)}
      options={{
        spellCheck: false,
        ...options,
        counter: max ? { max, length: (valueAt(values, path) as string | undefined)?.length ?? 0 } : undefined,
      }}
    />
  );

  const radios = (
    path: ProviderFieldPath,
    legend: string,
    options: readonly { value: string; label: string; hint?: string }[],
  ) => (
    <RadioList
      id={fieldId(path)}
      legend={legend}
      error={message(path) || undefined}
      registration={register(path)}
      options={options}
    />
  );

  const select = (
    path: ProviderFieldPath,
    options: readonly { value: string; label: string }[],
    setValueAs?: (v: string) => unknown,
  ) => (
    <SelectField
      id={fieldId(path)}
      label={labelFor(path)}
      error={message(path) || undefined}
      placeholder={t('choose')}
      options={options}
      registration={register(path, setValueAs ? { setValueAs } : {})}
    />
  );

  const identifierOptions = (withLocation: boolean) => [
    { value: 'npi', label: t('identifierTypes.npi'), hint: t('identifierTypes.npiHint') },
    { value: 'ncpdp', label: t('identifierTypes.ncpdp'), hint: t('identifierTypes.ncpdpHint') },
    ...(withLocation
      ? [{ value: 'locationId', label: t('identifierTypes.locationId'), hint: t('identifierTypes.locationIdHint') }]
      : []),
  ];

  return { text, radios, select, identifierOptions };
}
