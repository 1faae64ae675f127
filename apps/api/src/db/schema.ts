// Row types of the database, shared by every repository. Instants are ISO 8601 UTC strings
// (YYYY-MM-DDTHH:mm:ss.sssZ) on both dialects, so that they sort and compare the same way on each;
// booleans are 0/1 integers for the same reason.
import type { Generated } from 'kysely';

export interface ZipCodeTable {
  zip: string;
  city: string;
  city_key: string;
  state: string;
  county: string | null;
  lat: number;
  lng: number;
  population: number | null;
  time_zone: string;
}

export interface ZipPrefixTable {
  prefix: string;
  state: string;
  kind: string;
}

export interface StateRuleTable {
  state: string;
  name: string;
  maternal_rsv_off_season: string;
  covid_19_restriction: string | null;
}

export interface LocationTable {
  id: string;
  name: string;
  retailer: string;
  chain: string | null;
  store_number: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string | null;
  phone: string | null;
  website: string | null;
  lat: number;
  lng: number;
  time_zone: string;
  booking_type: string;
  slot_minutes: number;
  capacity: number;
  same_day_booking: number;
  source: string;
  /** Slots start before this instant only (ISO UTC); null: no end. Set by the SMART Scheduling Links import. */
  slots_until?: string | null;
  /** How `zip` was obtained (data-loading/zip-derivation.ts, ZIP_SOURCE); null when there is no ZIP. */
  zip_source?: string | null;
}

export interface LocationOfferingTable {
  location_id: string;
  kind: string;
  /** '' for a kind without brands (flu). */
  brand: string;
  min_age: number;
  max_age: number;
}

export interface LocationHoursTable {
  location_id: string;
  weekday: number;
  opens: string;
  closes: string;
  break_start: string | null;
  break_end: string | null;
}

/** One row per slot that has ever been held or booked; capacity is copied from the schedule when created. */
export interface SlotUsageTable {
  location_id: string;
  starts_at: string;
  capacity: number;
  booked: number;
}

/** One active booking per person and vaccine kind (decision 223): who has it now. */
export interface PersonBookingTable {
  /** A hash of the normalised first name, last name and date of birth. */
  person: string;
  kind: string;
  /** The appointment that has it; free again once that appointment is not booked in the future. */
  appointment_id: string;
}

/** Places booked per UTC day per contact mailbox ('email:<hash>') and per client address ('address:<key>'). */
export interface BookingQuotaTable {
  scope: string;
  day: string;
  places: number;
}

export interface HoldTable {
  id: string;
  client_id: string;
  location_id: string;
  starts_at: string;
  expires_at: string;
  /** When the slot was first held: holding it again or extending never moves it. */
  created_at: string;
  /** The client's network address (an IPv6 address cut to its /64), for the per-address limit. */
  client_address: string | null;
  /** How many times a re-hold has renewed this hold. */
  renewals: Generated<number>;
  /** Times the person asked for more time (at most HOLD_MAX_EXTENSIONS). */
  extension_count: Generated<number>;
}

export interface RegistrationTable {
  id: string;
  /** Secret, at least 128 random bits, base64url. */
  access_code: string;
  confirmation_number: string;
  email: string;
  phone: string | null;
  locale: string;
  created_at: string;
}

export interface AppointmentTable {
  id: string;
  registration_id: string;
  location_id: string;
  starts_at: string;
  /** lower(first)|lower(last)|yyyy-MM-dd: who the appointment is for, to refuse double bookings. */
  person_key: string;
  first_name: string;
  last_name: string;
  sex: string;
  date_of_birth: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip_code: string;
  parental_consent: number;
  marketing_communications: number;
  marketing_communications_with_phi: number;
  sms_communications: number;
  /** JSON. */
  health_questionnaire: string | null;
  created_at: string;
  /** 'booked' or 'cancelled' (decision 140). */
  status: Generated<string>;
  cancelled_at: string | null;
  /** The calendar event's revision: raised by every change, so calendars replace the event they hold. */
  sequence: Generated<number>;
  /** What the pharmacy did: 'expected', 'checked_in', 'vaccinated', 'not_given' or 'no_show' (decision 242). */
  attendance: Generated<string>;
  attendance_at: string | null;
  /** A not-given reason code (domain NOT_GIVEN_REASONS), else null. */
  attendance_reason: string | null;
  /** The staff member who made the last attendance change. */
  attendance_by: string | null;
  /** The staff member who cancelled on the person's behalf; null when the person cancelled (decision 244). */
  cancelled_by?: string | null;
  /** Why the pharmacy cancelled: a code of the domain's PHARMACY_CANCEL_REASONS. */
  cancellation_reason?: string | null;
  /** The pharmacy's own words to the person, if any. */
  cancellation_note?: string | null;
}

export interface AppointmentServiceTable {
  appointment_id: string;
  kind: string;
  brand: string | null;
  person_key: string;
  starts_at: string;
}

export interface IdempotencyKeyTable {
  key: string;
  request_hash: string;
  status: number;
  /** JSON of the answer first given. */
  response: string;
  created_at: string;
}

export interface ReminderTable {
  id: string;
  first_name: string;
  email: string;
  remind_at: string;
  reminder_type: string;
  reminder_url: string;
  /** JSON. */
  metadata: string;
  status: Generated<string>;
  created_at: string;
  sent_at: string | null;
  /** 'en' or 'es': the language of the reminder e-mail. */
  locale: Generated<string>;
}

/** E-mails waiting to be sent, sent or given up on (docs/decisions/013-outbound-email.md). */
export interface MailOutboxTable {
  id: string;
  /** 'booking_confirmation', 'booking_cancellation', 'booking_change' or 'maternal_rsv_reminder'. */
  kind: string;
  /** The registration or reminder the e-mail is about, unique with kind; a cancellation or change is `<registration id>/<change id>`. */
  reference: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** 'pending', 'sent' or 'failed'. A pending row is being sent while its next_attempt_at is its claim's lease. */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  /** An error code only (never the server's answer, which can quote the address). */
  last_error: string | null;
  created_at: string;
  /** A calendar file sent with the e-mail (a changed or cancelled appointment), or null. */
  calendar_ics: string | null;
  /** RFC 8058 one-click unsubscribe URL (reminders and marketing); null for transactional e-mails. */
  list_unsubscribe: string | null;
}

export interface ExternalSurveyTable {
  id: string;
  external_id: string;
  version: string;
  /** JSON: { covid19, rsv, pneumococcal }, each true, false, 'unsure' or 'pending'. */
  answers: string;
  created_at: string;
}

/** A marketing subscriber (docs/product/subscriptions.md; decision 080). One row per lower-cased e-mail. */
export interface SubscriptionTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Ten digits, or null when none was given. */
  phone_number: string | null;
  sex: string;
  /** yyyy-MM-dd. */
  date_of_birth: string;
  locale: string;
  /** 0/1: marketing texts; only ever 1 with a phone number. */
  sms_consent: number;
  consented_at: string;
  consent_expires_at: string;
  campaign_source_code: string;
  campaign_media_program: string | null;
  created_at: string;
  updated_at: string;
}

/** A pharmacy's request to be listed, changed or removed, waiting for an operator (decision 081). */
export interface ProviderRegistrationTable {
  id: string;
  reference_number: string;
  /** 'new' | 'edit' | 'remove' */
  request_type: string;
  /** 'received' until an operator acts on it. */
  status: Generated<string>;
  /** 'npi' | 'ncpdp' | 'locationId' */
  identifier_type: string;
  identifier: string;
  business_name: string | null;
  contact_email: string;
  /** JSON: the request as the contract parsed it. */
  payload: string;
  fingerprint: string;
  dedupe_window: string;
  received_at: string;
}

/** A spent bot-check proof: the challenge's signature, kept until the challenge expires. */
export interface BotCheckProofTable {
  signature: string;
  expires_at: string;
}

/** A background job's claim: the server whose conditional update moved claimed_until runs the job. */
export interface JobClaimTable {
  name: string;
  claimed_until: string;
  last_run_at: string | null;
}

/** A reminder, sign-up or removal waiting for the address's owner to open the link we sent (decision 113). */
export interface EmailConfirmationTable {
  id: string;
  purpose: string;
  email: string;
  payload: string;
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
  /** When the one reminder before the link expires went out (decision 285); null until then. */
  reminded_at: Generated<string | null>;
}

/** An allowance shared by every server (decision 226): `count` units taken since `window_started_at`. */
export interface RateCounterTable {
  /** `<purpose>:<hash>`: a hashed recipient address, confirmation number or booking id. */
  key: string;
  count: number;
  window_started_at: string;
}

/** An address whose owner stopped our e-mails with the "this was not me" link (decision 227). */
export interface MailStopTable {
  /** SHA-256 of the address as its mailbox reads it (mail/recipient-key.ts). */
  address_key: string;
  created_at: string;
}

/** A staff member (docs/product/staff.md): one row per lower-cased e-mail, made by the first invitation. */
export interface StaffMemberTable {
  id: string;
  email: string;
  name: string;
  /** 'en' or 'es': the language of the e-mails we send them. */
  locale: string;
  /** 'operator', 'retailer_admin' or 'location_staff'. */
  role: string;
  /** The retailer of an admin or location staff (locations.retailer); null for an operator. */
  retailer: string | null;
  created_at: string;
}

/** The locations a location staff member is assigned. */
export interface StaffLocationTable {
  staff_id: string;
  location_id: string;
}

/** An invitation e-mailed to a staff member; its link works once, until expires_at, unless revoked. */
export interface StaffInvitationTable {
  id: string;
  staff_id: string;
  /** The staff member who invited; null for the first operator, made by the command. */
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** A passkey (WebAuthn credential) of a staff member; a re-invitation revokes the person's passkeys. */
export interface StaffPasskeyTable {
  /** The credential id, base64url. */
  id: string;
  staff_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (a bigint: PostgreSQL answers it as a string). */
  counter: number | string;
  /** JSON list of transports the browser reported, or null. */
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A WebAuthn challenge waiting for its one answer. */
export interface StaffChallengeTable {
  id: string;
  /** 'register' (accepting an invitation) or 'sign_in'. */
  purpose: string;
  challenge: string;
  invitation_id: string | null;
  expires_at: string;
}

/** A signed-in staff session (decision 240). */
export interface StaffSessionTable {
  /** SHA-256 of the id in the cookie, hex. */
  id_hash: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  /** created_at + 12 hours: the session ends then whatever happens. */
  expires_at: string;
  ended_at: string | null;
}

/** What staff read and changed (decision 241): append-only, a trigger refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: string;
  at: string;
  /** The staff member, or null for the command that creates the first operator. */
  actor_id: string | null;
  action: string;
  record_type: string;
  record_id: string;
  /** JSON: what changed (field: [before, after] or the new values), or what was read. */
  changes: string | null;
  address: string | null;
  retailer: string | null;
}

/** SQLite only: the cutoff the retention job names while it deletes old audit rows (the trigger reads it). */
export interface AuditLogPurgeTable {
  cutoff: string;
}

/** A retailer's webhook endpoint (decision 247). */
export interface WebhookSubscriptionTable {
  id: string;
  retailer: string;
  /** https in production; loopback only where WEBHOOK_ALLOW_LOOPBACK allows it. */
  url: string;
  /** JSON array of event types (appointment.created, …). */
  event_types: string;
  /** whsec_… (Standard Webhooks). */
  secret: string;
  /** The secret before the last rotation: deliveries are signed with both until previous_secret_until. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  disabled_at: string | null;
}

/** One event for one subscription: outbox row, lease and delivery log at once (decision 247). */
export interface WebhookDeliveryTable {
  /** Orders one appointment's events: a later one waits until the earlier is delivered or failed. */
  seq: Generated<number>;
  id: string;
  /** The webhook-id header: the same on every retry and replay, so receivers de-duplicate by it. */
  event_id: string;
  event_type: string;
  subscription_id: string;
  retailer: string;
  appointment_id: string;
  location_id: string;
  occurred_at: string;
  /** 'pending', 'delivered' or 'failed'. A pending row is being sent while its next_attempt_at is its claim's lease. */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The worker pass holding the lease: only it may write the attempt's outcome. */
  claim: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  /** The first 200 characters of the receiver's answer, never ours. */
  last_response: string | null;
  /** An error code of ours (timeout, refused address, …). */
  last_error: string | null;
  delivered_at: string | null;
}

/** A pharmacy system allowed to read the FHIR API for its retailer (decision 248). */
export interface ApiClientTable {
  id: string;
  retailer: string;
  name: string;
  /** SHA-256 of the client secret. */
  secret_hash: string;
  created_by: string | null;
  created_at: string;
  revoked_at: string | null;
}

/** A short-lived bearer token, kept as its SHA-256. */
export interface ApiTokenTable {
  token_hash: string;
  client_id: string;
  created_at: string;
  expires_at: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** A location's stock of one product's lot (docs/product/staff.md, Lots). */
export interface VaccineLotTable {
  id: string;
  location_id: string;
  kind: string;
  cvx: string;
  mvx: string;
  lot_number: string;
  /** yyyy-MM-dd: usable through this date in the location's time zone. */
  expires_on: string;
  doses_received: number;
  /** Never below 0: changed only by conditional UPDATEs. */
  doses_left: number;
  doses_wasted: Generated<number>;
  received_at: string;
  received_by: string;
}

/** One vaccine given at one appointment (decision 245): at most one per appointment and kind. */
export interface VaccinationRecordTable {
  id: string;
  appointment_id: string;
  location_id: string;
  kind: string;
  lot_id: string;
  cvx: string;
  mvx: string;
  lot_number: string;
  lot_expires_on: string;
  dose_microlitres: number;
  /** HL7 table 0162. */
  route: string;
  /** HL7 table 0163; null for a nasal or oral dose. */
  site: string | null;
  administered_at: string;
  administered_by_name: string | null;
  recorded_at: string;
  /** The staff member who recorded it. */
  recorded_by: string;
}

/** A state's immunization registry endpoint (decision 262). */
export interface IisTargetTable {
  state: string;
  host: string;
  port: number;
  sending_facility: string;
  receiving_application: string;
  receiving_facility: string;
  /** MSH-11: 'P' production, 'T' a registry's test system. */
  processing_id: string;
  updated_at: string;
  /** 'mllp' (host and port) or 'soap' (the CDC's IIS web service at soap_url; host and port are the URL's) (decision 278). */
  transport: Generated<string>;
  soap_url: string | null;
  /** The registry's credentials for submitSingleMessage: secrets, never logged nor shown. */
  soap_username: string | null;
  soap_password: string | null;
}

/** One vaccination's message to its state's registry (decision 262): the outbox row and its registry status. */
export interface IisMessageTable {
  vaccination_id: string;
  appointment_id: string;
  location_id: string;
  state: string;
  /** pending, accepted, accepted_with_warnings, rejected, failed (RegistryStatus). */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claim: string | null;
  control_id: string | null;
  last_attempt_at: string | null;
  /** Why the last attempt found no answer (connection refused, timeout…): no personal data. */
  last_error: string | null;
  /** The ACK's error and warning texts, a JSON array. */
  ack_errors: string | null;
  /** The ACK's HL7 table 0357 codes, a JSON array (decision 280); null on rows answered before. */
  ack_error_codes: string | null;
  answered_at: string | null;
  created_at: string;
}

/** One change to a slot's free places (decision 252), written by triggers on slot_usage and holds. */
export interface FeedChangeTable {
  seq: Generated<number>;
  location_id: string;
  starts_at: string;
  /** Stamped by the feed with the application's clock when a server first sees the change; null until then. */
  changed_at: string | null;
}

/** A location closed for a time range (decision 258); reopened_at set when staff reopen it. */
export interface LocationClosureTable {
  id: string;
  location_id: string;
  starts_at: string;
  ends_at: string;
  reason: string;
  created_by: string;
  created_at: string;
  reopened_at: string | null;
  reopened_by: string | null;
  /** null for a staff closure; 'schedule_change' for the people a change of hours left without a slot. */
  cause: string | null;
}

/** A location's weekly hours and slot length from a local date on (decision 274). */
export interface LocationScheduleVersionTable {
  location_id: string;
  effective_from: string;
  slot_minutes: number;
  /** JSON list of OpeningHours. */
  hours: string;
  created_by: string;
  created_at: string;
}

/** One booking a closure touched: its people, the held alternative offered to them, and what became of it. */
export interface ClosureNoticeTable {
  id: string;
  closure_id: string;
  registration_id: string;
  /** JSON list of appointment ids. */
  appointment_ids: string;
  /** JSON list of { appointmentId, timeSlotId }, or null when no alternative could be held. */
  offer: string | null;
  offer_expires_at: string | null;
  /** 'offered', 'no_offer', 'taken' or 'released'. */
  status: string;
  created_at: string;
  resolved_at: string | null;
}

/** An operator's answer to a provider's listing request (decision 260). */
export interface ListingRequestDecisionTable {
  request_id: string;
  /** 'approved' or 'declined'. */
  decision: string;
  message: string | null;
  /** The location created, changed or removed. */
  location_id: string | null;
  decided_by: string;
  decided_at: string;
}

export interface Database {
  zip_codes: ZipCodeTable;
  zip_prefixes: ZipPrefixTable;
  state_rules: StateRuleTable;
  locations: LocationTable;
  location_offerings: LocationOfferingTable;
  location_hours: LocationHoursTable;
  slot_usage: SlotUsageTable;
  holds: HoldTable;
  meta: MetaTable;
  feed_changes: FeedChangeTable;
  registrations: RegistrationTable;
  appointments: AppointmentTable;
  appointment_services: AppointmentServiceTable;
  idempotency_keys: IdempotencyKeyTable;
  reminders: ReminderTable;
  mail_outbox: MailOutboxTable;
  external_surveys: ExternalSurveyTable;
  subscriptions: SubscriptionTable;
  provider_registrations: ProviderRegistrationTable;
  bot_check_proofs: BotCheckProofTable;
  job_claims: JobClaimTable;
  email_confirmations: EmailConfirmationTable;
  rate_counters: RateCounterTable;
  mail_stops: MailStopTable;
  staff_members: StaffMemberTable;
  staff_locations: StaffLocationTable;
  staff_invitations: StaffInvitationTable;
  staff_passkeys: StaffPasskeyTable;
  staff_challenges: StaffChallengeTable;
  staff_sessions: StaffSessionTable;
  audit_log: AuditLogTable;
  webhook_subscriptions: WebhookSubscriptionTable;
  webhook_deliveries: WebhookDeliveryTable;
  api_clients: ApiClientTable;
  api_tokens: ApiTokenTable;
  audit_log_purges: AuditLogPurgeTable;
  person_bookings: PersonBookingTable;
  booking_quotas: BookingQuotaTable;
  vaccine_lots: VaccineLotTable;
  vaccination_records: VaccinationRecordTable;
  iis_targets: IisTargetTable;
  iis_messages: IisMessageTable;
  location_closures: LocationClosureTable;
  location_schedule_versions: LocationScheduleVersionTable;
  closure_notices: ClosureNoticeTable;
  listing_request_decisions: ListingRequestDecisionTable;
  waitlist_entries: WaitlistEntryTable;
  waitlist_openings: WaitlistOpeningTable;
  waitlist_offers: WaitlistOfferTable;
}

export type { Generated };

/** A person waiting for one vaccine (decision 264). */
export interface WaitlistEntryTable {
  id: string;
  batch_id: string;
  entry_key: string;
  person_key: string;
  email: string;
  first_name: string;
  date_of_birth: string;
  pregnant: number;
  kind: string;
  lat: number;
  lng: number;
  area: string;
  miles: number;
  weekdays: string;
  from_minute: number;
  to_minute: number;
  until: string;
  locale: string;
  status: string;
  ignored_offers: number;
  created_at: string;
  confirmed_at: string | null;
  /** How many people wait together (decision 287): N places at one location at once, or nothing. */
  party: number;
}

export interface WaitlistOpeningTable {
  id: string;
  location_id: string;
  starts_at: string;
  reason: string;
  opened_at: string;
  created_at: string;
  status: string;
}

export interface WaitlistOfferTable {
  id: string;
  entry_id: string;
  location_id: string;
  starts_at: string;
  opened_at: string;
  created_at: string;
  expires_at: string;
  status: string;
  resolved_at: string | null;
  /** A party's places, one start per person (JSON); null for one person. */
  party_starts: string | null;
}
