// One more member of a household's waiting-list offer (decision 287): their own name, date of birth and sex; the
// address is the first person's.
import { SexField } from '../../components/ui/sex-field.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { OtherPerson } from './use-waitlist-offer.ts';

export function OfferMemberFields({
  person,
  index,
  onChange,
}: {
  person: OtherPerson;
  index: number;
  onChange: (change: Partial<OtherPerson>) => void;
}) {
  const { t } = useTranslation('waitlist');
  return (
    <fieldset className="form-field">
      <legend>{t('offer.member', { number: index + 2 })}</legend>
      {(['firstName', 'lastName', 'dateOfBirth'] as const).map((field) => (
        <div className="form-field" key={field}>
          <label htmlFor={`offer-${index}-${field}`}>{t(`offer.fields.${field}`)}</label>
          <input
            id={`offer-${index}-${field}`}
            type="text"
            autoComplete="off"
            value={person[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        </div>
      ))}
      <SexField
        idPrefix={`offer-${index}-sex`}
        name={`offer-${index}-sex`}
        legend={t('offer.fields.sex')}
        labels={{ female: t('offer.fields.female'), male: t('offer.fields.male') }}
        value={person.sex || undefined}
        onChange={(sex) => onChange({ sex })}
      />
    </fieldset>
  );
}
