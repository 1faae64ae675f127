// What the waiting-list offer page does (decision 264): reads the offer for the link's token, and books or declines
// it with the details the person types. The markup is in waitlist-offer-page.tsx.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { WaitlistOffer } from '@vaxnear/domain/contracts/waiting-list';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import type { TextFieldOptions } from '../../components/ui/text-field.tsx';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { declineWaitlistOffer, takeWaitlistOffer, viewWaitlistOffer, type TakenOffer } from './api/waiting-list.ts';
import { waitlistProblemOf } from './waitlist-problem.ts';
import { offerFieldErrors, type OfferFieldError } from './offer-field-errors.ts';
import { todayIso } from '../../lib/today.ts';
import { supportedLocale } from '../../lib/locale.ts';
import type { Sex } from '../../components/ui/sex-field.tsx';

const TAKE_ERRORS = [
  'WAITLIST_OFFER_GONE',
  'WAITLIST_OFFER_MISMATCH',
  'PERSON_ALREADY_BOOKED',
  'VALIDATION_FAILED',
] as const;
const isTakeError = (code: string): code is (typeof TAKE_ERRORS)[number] =>
  (TAKE_ERRORS as readonly string[]).includes(code);
const takeProblemOf = (caught: unknown): TranslationKey<'waitlist'> => {
  const code = caught instanceof ApiError ? (caught.codes[0] ?? '') : '';
  return isTakeError(code) ? `offer.errors.${code}` : waitlistProblemOf(caught);
};
export const FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'address1',
  'city',
  'state',
  'zipCode',
  'email',
  'phone',
] as const;
export type Field = (typeof FIELDS)[number];

/** Each field as the booking form asks for it: what the browser may fill in, the keyboard a phone shows, the masks. */
export const FIELD_OPTIONS: Record<Field, TextFieldOptions> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  dateOfBirth: { autoComplete: 'bday', mask: '##/##/####', inputMode: 'numeric', className: 'vx-input--medium' },
  address1: { autoComplete: 'address-line1' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1', className: 'vx-input--short' },
  zipCode: { autoComplete: 'postal-code', inputMode: 'numeric', className: 'vx-input--short' },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email' },
  phone: {
    autoComplete: 'tel-national',
    mask: '(###) ###-####',
    inputMode: 'tel',
    type: 'tel',
    className: 'vx-input--medium',
  },
};

/** Another member of a household whose offer holds one place per person (decision 287). */
export type OtherPerson = { firstName: string; lastName: string; dateOfBirth: string; sex: Sex | '' };

export function useWaitlistOffer() {
  const { t, i18n } = useTranslation('waitlist');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [offer, setOffer] = useState<WaitlistOffer | null>(null);
  const [booked, setBooked] = useState<TakenOffer | null>(null);
  const [details, setDetails] = useState<Record<Field, string> & { sex: Sex | '' }>({
    ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>),
    sex: '',
  });
  // A household's offer holds one place per person (decision 287): the others' own details, the address is shared.
  const [others, setOthers] = useState<OtherPerson[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ key: TranslationKey<'waitlist'>; round: number } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(problemRef, problem?.round ?? 0);
  const [fieldErrors, setFieldErrors] = useState<OfferFieldError[]>([]);
  const [fieldsFailed, setFieldsFailed] = useState(0);
  const fieldSummaryRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(fieldSummaryRef, fieldsFailed);
  const doneRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(doneRef, offer?.status === 'declined' ? 1 : booked ? 2 : 0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    viewWaitlistOffer(token).then(
      (found) => {
        if (!current) return;
        setOffer(found);
        setOthers(
          Array.from({ length: Math.max(0, found.timeSlotIds.length - 1) }, () => ({
            firstName: '',
            lastName: '',
            dateOfBirth: '',
            sex: '',
          })),
        );
      },
      (caught: unknown) => {
        if (current) setProblem({ key: waitlistProblemOf(caught), round: 1 });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function decline() {
    if (busy) return;
    setBusy(true);
    try {
      setOffer(await declineWaitlistOffer(token));
    } catch (caught) {
      setProblem((previous) => ({ key: waitlistProblemOf(caught), round: (previous?.round ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  async function book(event: FormEvent) {
    event.preventDefault();
    if (busy || !offer) return;
    const found = offerFieldErrors(t, details, others, todayIso());
    setFieldErrors(found);
    if (found.length > 0) {
      setProblem(null);
      setFieldsFailed((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const answer = await takeWaitlistOffer(token, {
        email: details.email,
        phoneNumber: details.phone,
        locale: supportedLocale(i18n.language),
        // One appointment per held place, the person on the list first; a household books as one group.
        appointments: [details, ...others].map((person, index) => ({
          locationId: offer.locationId,
          timeSlotId: offer.timeSlotIds[index] ?? offer.timeSlotId,
          services: [{ kind: offer.kind, brand: null }],
          user: {
            firstName: person.firstName,
            lastName: person.lastName,
            sex: person.sex,
            dateOfBirth: person.dateOfBirth,
            address1: details.address1,
            city: details.city,
            state: details.state.toUpperCase(),
            zipCode: details.zipCode,
            marketingCommunications: false,
          },
        })),
      });
      setBooked(answer);
    } catch (caught) {
      setProblem((previous) => ({ key: takeProblemOf(caught), round: (previous?.round ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  const held = offer?.status === 'offered' && Date.parse(offer.expiresAt) > Date.now();
  const setOther = (index: number, change: Partial<OtherPerson>) =>
    setOthers((all) => all.map((p, i) => (i === index ? { ...p, ...change } : p)));

  return {
    token,
    offer,
    booked,
    details,
    setDetails,
    others,
    setOther,
    busy,
    problem,
    problemRef,
    fieldErrors,
    fieldSummaryRef,
    doneRef,
    held,
    decline,
    book,
  };
}
