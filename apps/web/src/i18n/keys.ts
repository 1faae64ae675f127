// The translation keys as types, read from the English texts (every language has the same keys,
// translations.test.ts): `t('patient.title')` is checked by the compiler against the namespace the view reads, so a
// mistyped or removed key fails the type check instead of showing itself to a person.
import type campaigns from './en/campaigns.json';
import type closureOffer from './en/closure-offer.json';
import type common from './en/common.json';
import type eligibility from './en/eligibility.json';
import type group from './en/group.json';
import type home from './en/home.json';
import type manageBooking from './en/manage-booking.json';
import type marketing from './en/marketing.json';
import type notFound from './en/not-found.json';
import type providers from './en/providers.json';
import type schedulerResults from './en/scheduler-results.json';
import type scheduler from './en/scheduler.json';
import type smsTerms from './en/sms-terms.json';
import type staffClosures from './en/staff-closures.json';
import type staffCounter from './en/staff-counter.json';
import type staffRegistry from './en/staff-registry.json';
import type staff from './en/staff.json';
import type subscriptions from './en/subscriptions.json';
import type survey from './en/survey.json';
import type terms from './en/terms.json';
import type vaccinationCost from './en/vaccination-cost.json';
import type waitlist from './en/waitlist.json';

/** Every namespace (one JSON file per feature, in every language) by its name. */
export interface Namespaces {
  campaigns: typeof campaigns;
  'closure-offer': typeof closureOffer;
  common: typeof common;
  eligibility: typeof eligibility;
  group: typeof group;
  home: typeof home;
  'manage-booking': typeof manageBooking;
  marketing: typeof marketing;
  'not-found': typeof notFound;
  providers: typeof providers;
  'scheduler-results': typeof schedulerResults;
  scheduler: typeof scheduler;
  'sms-terms': typeof smsTerms;
  'staff-closures': typeof staffClosures;
  'staff-counter': typeof staffCounter;
  'staff-registry': typeof staffRegistry;
  staff: typeof staff;
  subscriptions: typeof subscriptions;
  survey: typeof survey;
  terms: typeof terms;
  'vaccination-cost': typeof vaccinationCost;
  waitlist: typeof waitlist;
}

export type Namespace = keyof Namespaces;

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
/** `minutes_one` and `minutes_other` are both asked for as `minutes`, with a count. */
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** The dotted paths to the texts of a namespace's JSON (lists are read whole, with `returnObjects`). */
export type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<K>
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${TextPaths<T[K]>}`;
}[keyof T & string];

/** The dotted paths to the lists and groups of texts a view reads whole (`returnObjects: true`). */
type GroupPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? K
      : K | `${K}.${GroupPaths<T[K]>}`;
}[keyof T & string];

type TextKeysOf = { [N in Namespace]: TextPaths<Namespaces[N]> };
type GroupKeysOf = { [N in Namespace]: GroupPaths<Namespaces[N]> };

/** Any namespace's text named with its namespace: `common:actions.continue`. */
export type PrefixedKey = { [N in Namespace]: `${N}:${TextKeysOf[N]}` }[Namespace];
type PrefixedGroupKey = { [N in Namespace]: `${N}:${GroupKeysOf[N]}` }[Namespace];

/** A key a view that reads namespace N may ask for: its own texts, or any namespace's with the prefix. */
export type TranslationKey<N extends Namespace> = TextKeysOf[N] | PrefixedKey;
/** A list or group of texts a view that reads namespace N may ask for whole. */
export type TranslationGroupKey<N extends Namespace> = GroupKeysOf[N] | PrefixedGroupKey;

/** What a typed translator knows of each namespace (lib/translator.ts). */
export type TranslationKeys = {
  [N in Namespace]: { text: TranslationKey<N>; group: TranslationGroupKey<N> };
};
