// One more member of a household's waiting-list offer (decision 287): their own name, date of birth and sex; the
// address is the first person's.
import { SexField } from '../../components/ui/sex-field.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { FIELD_OPTIONS, type OtherPerson } from './use-waitlist-offer.ts';

export function OfferMemberFields({
  person,
  index,
  onChange,
  errorOf,
}: {
  person: OtherPerson;
  index: number;
  /** A field's error by its id, from the page's check of the whole form. */
  errorOf: (fieldId: string) => string | undefined;
  onChange: (change: Partial<OtherPerson>) => void;
}) {
  const { t } = useTranslation('waitlist');
  return (
    <fieldset className="form-field">
      <legend>{t('offer.member', { number: index + 2 })}</legend>
      {(['firstName', 'lastName', 'dateOfBirth'] as const).map((field) => (
        <TextField
          key={field}
          id={`offer-${index}-${field}`}
          label={t(`offer.fields.${field}`)}
          error={errorOf(`offer-${index}-${field}`)}
          value={person[field]}
          onChange={(value) => onChange({ [field]: value })}
          // Someone else's details: the browser's autofill would offer the first person's.
          options={{ ...FIELD_OPTIONS[field], autoComplete: 'off' }}
        />
      ))}
      <SexField
        idPrefix={`offer-${index}-sex`}
        name={`offer-${index}-sex`}
        legend={t('offer.fields.sex')}
        labels={{ female: t('offer.fields.female'), male: t('offer.fields.male') }}
        value={person.sex || undefined}
        error={errorOf(`offer-${index}-sex`)}
        onChange={(sex) => onChange({ sex })}
      />
    </fieldset>
  );
}
