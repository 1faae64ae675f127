// State registry reporting (docs/product/pharmacy-integrations.md, State registries; decision 262): one vaccination
// as an HL7 v2.5.1 VXU^V04 message of the CDC immunization implementation guide (release 1.5), the registry's ACK
// read back, and how long a message is retried. Pure: the API builds the input from the vaccination record.

/** A vaccination's registry status, as the day list and the rejections report show it. */
export const REGISTRY_STATUSES = ['pending', 'accepted', 'accepted_with_warnings', 'rejected', 'failed'] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];

/**
 * Wait before each retry after a transport failure (no connection, no ACK, an ACK that is no answer to our message):
 * 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then the message is failed, about 21 hours after the first attempt: inside
 * the 72 hours registries ask for, with time left for staff to send it again.
 */
export const IIS_RETRY_DELAYS_MS: readonly number[] = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  6 * 3600_000,
  12 * 3600_000,
];
export const IIS_MAX_ATTEMPTS = IIS_RETRY_DELAYS_MS.length + 1;

/** The wait after failed attempt number `attempts`, up to 10 % of jitter either way, or null after the last. */
export function iisRetryDelayMs(attempts: number, random: number): number | null {
  const base = IIS_RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.9 + 0.2 * random));
}

/** HL7 table 0162 (route of administration): the routes a vaccination record keeps. */
export const ROUTE_NAMES: Record<string, string> = {
  IM: 'Intramuscular',
  SC: 'Subcutaneous',
  ID: 'Intradermal',
  NS: 'Nasal',
  PO: 'Oral',
};

/** HL7 table 0163 (administrative site): the sites a vaccination record keeps. */
export const SITE_NAMES: Record<string, string> = {
  LA: 'Left Arm',
  RA: 'Right Arm',
  LD: 'Left Deltoid',
  RD: 'Right Deltoid',
  LT: 'Left Thigh',
  RT: 'Right Thigh',
  LVL: 'Left Vastus Lateralis',
  RVL: 'Right Vastus Lateralis',
};

/**
 * VFC eligibility (table 0064) at the dose. The site asks nobody about insurance, so it cannot tell a child's
 * eligibility: adults (19 and over, outside the Vaccines for Children program by age) are V01 "not VFC eligible", and
 * people under 19 are V00 "VFC eligibility not determined/unknown" (decision 262).
 */
export function vfcEligibility(ageAtDose: number): { code: 'V00' | 'V01'; text: string } {
  return ageAtDose >= 19
    ? { code: 'V01', text: 'Not VFC eligible' }
    : { code: 'V00', text: 'VFC eligibility not determined/unknown' };
}

export interface VxuInput {
  /** MSH-10: unique per message; the ACK's MSA-2 answers it. */
  controlId: string;
  sentAt: Date;
  /** 'P' production, 'T' training/testing (MSH-11). */
  processingId: 'P' | 'T';
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
  patient: {
    /** Our id for the person (PID-3), stable per booking. */
    id: string;
    firstName: string;
    lastName: string;
    /** yyyy-MM-dd */
    dateOfBirth: string;
    sex: string | null;
  };
  vaccination: {
    /** Our id of the record (ORC-3, the filler order number). */
    id: string;
    administeredAt: Date;
    cvx: string;
    cvxDescription: string;
    mvx: string | null;
    doseMl: number;
    /** HL7 table 0162. */
    route: string;
    /** HL7 table 0163; null for nasal and oral doses. */
    site: string | null;
    lotNumber: string;
    /** yyyy-MM-dd */
    lotExpiresOn: string;
    administeredByName: string | null;
    ageAtDose: number;
    /** A maternal RSV dose (given in pregnancy): a pregnancy status observation is sent with it. */
    pregnant: boolean;
  };
}

/** Escapes the delimiters (| ^ ~ \ &) in a value, and turns line breaks (segment ends) into spaces. */
export function escapeHl7(value: string): string {
  return value
    .replace(/\\/g, '\\E\\')
    .replace(/\|/g, '\\F\\')
    .replace(/\^/g, '\\S\\')
    .replace(/&/g, '\\T\\')
    .replace(/~/g, '\\R\\')
    .replace(/[\r\n]+/g, ' ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** An HL7 DTM in UTC, to the second: yyyyMMddHHmmss+0000. */
export const hl7DateTime = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(
    at.getUTCMinutes(),
  )}${pad(at.getUTCSeconds())}+0000`;
const hl7Date = (isoDate: string) => isoDate.replace(/-/g, '');

const SEX: Record<string, string> = { female: 'F', male: 'M', F: 'F', M: 'M' };

/** The VXU^V04 of one vaccination, segments separated by carriage returns (as HL7 v2 requires). */
export function buildVxu(input: VxuInput): string {
  const e = escapeHl7;
  const { patient: p, vaccination: v } = input;
  const day = hl7Date(v.administeredAt.toISOString().slice(0, 10));
  const vfc = vfcEligibility(v.ageAtDose);
  const segments: string[] = [
    [
      'MSH',
      '^~\\&',
      'VAXNEAR',
      e(input.sendingFacility),
      e(input.receivingApplication),
      e(input.receivingFacility),
      hl7DateTime(input.sentAt),
      '',
      'VXU^V04^VXU_V04',
      e(input.controlId),
      input.processingId,
      '2.5.1',
      '',
      '',
      // Accept acknowledgement only on error, application acknowledgement always: the ACK we wait for.
      'ER',
      'AL',
      '',
      '',
      '',
      '',
      'Z22^CDCPHINVS',
      e(input.sendingFacility),
    ].join('|'),
    [
      'PID',
      '1',
      '',
      `${e(p.id)}^^^VAXNEAR^MR`,
      '',
      `${e(p.lastName)}^${e(p.firstName)}^^^^^L`,
      '',
      hl7Date(p.dateOfBirth),
      SEX[p.sex ?? ''] ?? 'U',
    ].join('|'),
    ['ORC', 'RE', '', `${e(v.id)}^VAXNEAR`].join('|'),
    [
      'RXA',
      '0',
      '1',
      hl7DateTime(v.administeredAt),
      '',
      `${e(v.cvx)}^${e(v.cvxDescription)}^CVX`,
      String(v.doseMl),
      'mL^mL^UCUM',
      '',
      '00^New immunization record^NIP001',
      v.administeredByName ? `^${e(v.administeredByName)}` : '',
      `^^^${e(input.sendingFacility)}`,
      '',
      '',
      '',
      e(v.lotNumber),
      hl7Date(v.lotExpiresOn),
      v.mvx ? `${e(v.mvx)}^^MVX` : '',
      '',
      '',
      'CP',
      'A',
    ].join('|'),
    [
      'RXR',
      `${e(v.route)}^${e(ROUTE_NAMES[v.route] ?? v.route)}^HL70162`,
      v.site ? `${e(v.site)}^${e(SITE_NAMES[v.site] ?? v.site)}^HL70163` : '',
    ].join('|'),
    [
      'OBX',
      '1',
      'CE',
      '64994-7^Vaccine funding program eligibility category^LN',
      '1',
      `${vfc.code}^${vfc.text}^HL70064`,
      '',
      '',
      '',
      '',
      '',
      'F',
      '',
      '',
      day,
      '',
      '',
      'VXC40^Eligibility captured at the immunization level^CDCPHINVS',
    ].join('|'),
  ];
  if (v.pregnant)
    segments.push(
      [
        'OBX',
        '2',
        'CE',
        '82810-3^Pregnancy status^LN',
        '2',
        '77386006^Pregnant^SCT',
        '',
        '',
        '',
        '',
        '',
        'F',
        '',
        '',
        day,
      ].join('|'),
    );
  return segments.join('\r');
}

export interface IisAck {
  /** MSA-1: AA accepted, AE accepted with errors or warnings, AR rejected. */
  code: 'AA' | 'AE' | 'AR';
  /** MSA-2: the control id of the message it answers. */
  controlId: string;
  /** The ERR segments' texts (ERR-8, else the error code's text ERR-3.2), and MSA-3 if any. */
  errors: string[];
  /**
   * The ERR segments' HL7 table 0357 codes (ERR-3.1), once each, in order: what staff are told in their own language
   * (decision 280), since a registry's texts are its own and in English.
   */
  errorCodes: string[];
}

/** The ACK a registry answered, or null when the text is no ACK we can read. */
export function parseAck(text: string): IisAck | null {
  const segments = text.split(/\r\n|\r|\n/).filter((s) => s.length > 0);
  const msa = segments.find((s) => s.startsWith('MSA|'))?.split('|');
  if (!msa) return null;
  const code = msa[1];
  if (code !== 'AA' && code !== 'AE' && code !== 'AR' && code !== 'CA' && code !== 'CE' && code !== 'CR') return null;
  const unescape = (s: string) =>
    s
      .replace(/\\F\\/g, '|')
      .replace(/\\S\\/g, '^')
      .replace(/\\T\\/g, '&')
      .replace(/\\R\\/g, '~')
      .replace(/\\E\\/g, '\\');
  const errors: string[] = [];
  const errorCodes: string[] = [];
  if (msa[3]) errors.push(unescape(msa[3]));
  for (const err of segments.filter((s) => s.startsWith('ERR|'))) {
    const fields = err.split('|');
    const text = fields[8] || fields[3]?.split('^')[1] || fields[3] || '';
    if (text) errors.push(unescape(text));
    const code = fields[3]?.split('^')[0]?.trim() ?? '';
    if (/^\d{1,4}$/.test(code) && code !== '0' && !errorCodes.includes(code)) errorCodes.push(code);
  }
  // Original-mode "commit" codes read as their application-level twins.
  const mapped = ({ CA: 'AA', CE: 'AE', CR: 'AR' } as Record<string, IisAck['code']>)[code] ?? (code as IisAck['code']);
  return { code: mapped, controlId: msa[2] ?? '', errors, errorCodes };
}

/** The registry status an ACK gives: AE is accepted with warnings (its errors are kept), AR rejected. */
export function statusOfAck(ack: IisAck): Exclude<RegistryStatus, 'pending' | 'failed'> {
  if (ack.code === 'AR') return 'rejected';
  if (ack.code === 'AE') return 'accepted_with_warnings';
  return 'accepted';
}

const STATUS_WEIGHT: Record<RegistryStatus, number> = {
  rejected: 4,
  failed: 3,
  pending: 2,
  accepted_with_warnings: 1,
  accepted: 0,
};

/** One status for an appointment's vaccines (the day list shows one per row): the one that most needs attention. */
export function registryStatusOfVisit(statuses: readonly string[]): RegistryStatus | null {
  const known = statuses.filter((s): s is RegistryStatus => (REGISTRY_STATUSES as readonly string[]).includes(s));
  if (known.length === 0) return null;
  return known.reduce((worst, s) => (STATUS_WEIGHT[s] > STATUS_WEIGHT[worst] ? s : worst));
}
