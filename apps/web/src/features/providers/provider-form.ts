// The provider form's values as the inputs hold them, and where each field sits, in page order.
import type { FieldPath } from '../../lib/use-form.ts';
import type { DayRow } from '@vaxnear/domain/contracts/provider-registrations';
import { WEEKDAYS } from '@vaxnear/domain/enumerations';

/** A field's name on the provider form, checked by the compiler (`business.name`, `hours.2.start`). */
export type ProviderFieldPath = FieldPath<ProviderFormValues>;

export interface ProviderFormValues {
  requestType: '' | 'new' | 'edit' | 'remove';
  business: {
    name: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    identifierType: 'npi' | 'ncpdp';
    identifier: string;
    schedulingPhone: string;
    schedulingWebsite: string;
  };
  listing: { identifierType: 'npi' | 'ncpdp' | 'locationId'; identifier: string };
  contact: { contactType: string; firstName: string; lastName: string; email: string };
  vaccines: string[];
  hours: DayRow[];
  slotIntervalMinutes: number | '';
  sameDayAppointments: boolean;
  quickBookingOptIn: boolean;
  reason: string;
}

// Monday first, as US pharmacy hours are written; a day starts closed, with common hours ready when it is opened.
const WEEK_FROM_MONDAY = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export const EMPTY_FORM: ProviderFormValues = {
  requestType: '',
  business: {
    name: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    identifierType: 'npi',
    identifier: '',
    schedulingPhone: '',
    schedulingWebsite: '',
  },
  listing: { identifierType: 'npi', identifier: '' },
  contact: { contactType: '', firstName: '', lastName: '', email: '' },
  vaccines: [],
  hours: WEEK_FROM_MONDAY.map((day) => ({
    day,
    open: false,
    open24Hours: false,
    start: '09:00',
    end: '17:00',
    lunchStart: '',
    lunchEnd: '',
  })),
  slotIntervalMinutes: '',
  sameDayAppointments: false,
  quickBookingOptIn: false,
  reason: '',
};

/** A field's element id: its path with dots as dashes (`business.name` → `business-name`). */
export const fieldId = (path: string) => path.replaceAll('.', '-');

const NEW_FIELDS = [
  'business.name',
  'business.address1',
  'business.address2',
  'business.city',
  'business.state',
  'business.zip',
  'business.identifierType',
  'business.identifier',
  'business.schedulingPhone',
  'business.schedulingWebsite',
  'vaccines',
] as const satisfies readonly ProviderFieldPath[];
const CONTACT_FIELDS = [
  'contact.contactType',
  'contact.firstName',
  'contact.lastName',
  'contact.email',
] as const satisfies readonly ProviderFieldPath[];
const TIME_FIELDS = ['start', 'end', 'lunchStart', 'lunchEnd'] as const;

/** Every field path the page shows for a request type, in the order a person meets them. */
export function fieldOrder(requestType: ProviderFormValues['requestType'], days: number): ProviderFieldPath[] {
  if (requestType === 'new') {
    const hours: ProviderFieldPath[] = [
      'hours',
      ...Array.from({ length: days }, (_, i) => TIME_FIELDS.map((name) => `hours.${i}.${name}` as const)).flat(),
    ];
    return ['requestType', ...NEW_FIELDS, ...hours, 'slotIntervalMinutes', ...CONTACT_FIELDS];
  }
  if (requestType === 'edit' || requestType === 'remove')
    return ['requestType', 'listing.identifierType', 'listing.identifier', 'reason', ...CONTACT_FIELDS];
  return ['requestType'];
}
