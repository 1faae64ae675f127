// One more member of a household's waiting-list offer (decision 287): their own name, date of birth and sex; the
// address is the first person's.
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
      <fieldset className="form-field">
        <legend>{t('offer.fields.sex')}</legend>
        {(['female', 'male'] as const).map((sex) => (
          <label key={sex}>
            <input
              type="radio"
              name={`offer-${index}-sex`}
              value={sex}
              checked={person.sex === sex}
              onChange={() => onChange({ sex })}
            />{' '}
            {t(`offer.fields.${sex}`)}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
