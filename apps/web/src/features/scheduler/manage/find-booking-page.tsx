// /schedule/find: someone who lost the e-mail finds the booking with its confirmation number and the last name and
// date of birth of a person on it (decision 142). The server answers the same whichever detail is wrong.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useRoutePath } from '../../../components/ui/route-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lookupRegistration } from '../api/registrations.ts';
import { useBotToken } from '../../../components/ui/bot-tokens.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import './manage-booking.css';

const FIELDS = ['confirmationNumber', 'lastName', 'dateOfBirth'] as const;
type Field = (typeof FIELDS)[number];

export default function FindBookingPage() {
  const { t } = useTranslation('manage-booking');
  const navigate = useNavigate();
  const pathFor = useRoutePath();
  const bot = useBotToken('lookup_registration');
  const [values, setValues] = useState<Record<Field, string>>({
    confirmationNumber: '',
    lastName: '',
    dateOfBirth: '',
  });
  const [missing, setMissing] = useState<Field[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle(t('find.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = FIELDS.filter((f) => values[f].trim() === '');
    setMissing(empty);
    setError(null);
    if (empty.length > 0) {
      document.getElementById(empty[0]!)?.focus();
      return;
    }
    const token = bot.take();
    if (!token) {
      setError(t('wait'));
      return;
    }
    setBusy(true);
    try {
      const data = await lookupRegistration(values, token);
      void navigate(`${pathFor('ManageBooking')}?accessCode=${encodeURIComponent(data.accessCode)}`);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.errors[0]?.code : undefined;
      setError(
        code === 'BOOKING_NOT_FOUND'
          ? t('find.notFound')
          : code === 'RATE_LIMITED'
            ? t('find.tooMany')
            : code === 'BOOKING_LOOKUP_LOCKED'
              ? t('find.locked')
              : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page page--narrow">
      <h1>{t('find.title')}</h1>
      <p className="lead">{t('find.lead')}</p>
      <ErrorSummary>{error}</ErrorSummary>
      <form className="manage-find-form" noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={field}
            label={t(`find.${field}`)}
            error={missing.includes(field) ? t(`find.missing.${field}`) : undefined}
            value={values[field]}
            onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
            options={{
              hint: field === 'dateOfBirth' ? t('find.dateHint') : undefined,
              autoComplete: field === 'lastName' ? 'family-name' : field === 'dateOfBirth' ? 'bday' : 'off',
              inputMode: field === 'dateOfBirth' ? 'numeric' : undefined,
            }}
          />
        ))}
        <div className="manage-bot-check">{bot.widget}</div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('find.submit')}
        </button>
      </form>
    </div>
  );
}
