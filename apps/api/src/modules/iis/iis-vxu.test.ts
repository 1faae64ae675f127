// The VXU^V04 of one vaccination, parsed back by an HL7 v2 library no one here wrote (node-hl7-client, the parser of
// node-hl7-server) and checked field by field against the CDC immunization guide (release 1.5).
import { Message } from 'node-hl7-client';
import { describe, expect, it } from 'vitest';
import { buildVxu, escapeHl7, parseAck, statusOfAck, vfcEligibility, type VxuInput } from '@vaxnear/domain/iis-vxu';

const input = (
  overrides: Partial<VxuInput['vaccination']> = {},
  patient: Partial<VxuInput['patient']> = {},
): VxuInput => ({
  controlId: 'c0ffee01',
  sentAt: new Date('2026-11-24T17:10:05.000Z'),
  processingId: 'P',
  sendingFacility: 'CVS0042',
  receivingApplication: 'WAIIS',
  receivingFacility: 'WADOH',
  patient: {
    id: 'reg-123',
    firstName: 'Maria',
    lastName: 'Lopez',
    dateOfBirth: '1960-03-09',
    sex: 'female',
    ...patient,
  },
  vaccination: {
    id: 'vac-1',
    administeredAt: new Date('2026-11-24T17:05:00.000Z'),
    cvx: '88',
    cvxDescription: 'influenza, unspecified formulation',
    mvx: 'SEQ',
    doseMl: 0.5,
    route: 'IM',
    site: 'LD',
    lotNumber: 'FLU77',
    lotExpiresOn: '2027-05-31',
    administeredByName: 'Pat Smith',
    ageAtDose: 66,
    pregnant: false,
    ...overrides,
  },
});

const parsed = (text: string) => new Message({ text });
const field = (message: Message, path: string) => message.get(path).toString();

describe('the VXU^V04 message', () => {
  it('carries MSH, PID, ORC, RXA, RXR and the VFC OBX as the guide lays them out', () => {
    const text = buildVxu(input());
    expect(text.split('\r').map((s) => s.slice(0, 3))).toEqual(['MSH', 'PID', 'ORC', 'RXA', 'RXR', 'OBX']);
    const m = parsed(text);
    // MSH: sender and receiver, time, type with its structure, control id, production, 2.5.1, ack types, profile.
    expect(field(m, 'MSH.3')).toBe('VAXNEAR');
    expect(field(m, 'MSH.4')).toBe('CVS0042');
    expect(field(m, 'MSH.5')).toBe('WAIIS');
    expect(field(m, 'MSH.6')).toBe('WADOH');
    expect(field(m, 'MSH.7')).toBe('20261124171005+0000');
    expect([field(m, 'MSH.9.1'), field(m, 'MSH.9.2'), field(m, 'MSH.9.3')]).toEqual(['VXU', 'V04', 'VXU_V04']);
    expect(field(m, 'MSH.10')).toBe('c0ffee01');
    expect(field(m, 'MSH.11')).toBe('P');
    expect(field(m, 'MSH.12')).toBe('2.5.1');
    expect([field(m, 'MSH.15'), field(m, 'MSH.16')]).toEqual(['ER', 'AL']);
    expect([field(m, 'MSH.21.1'), field(m, 'MSH.21.2')]).toEqual(['Z22', 'CDCPHINVS']);
    expect(field(m, 'MSH.22')).toBe('CVS0042');
    // PID: our id with its type, legal name, birth date, sex (table 0001).
    expect([field(m, 'PID.3.1'), field(m, 'PID.3.4'), field(m, 'PID.3.5')]).toEqual(['reg-123', 'VAXNEAR', 'MR']);
    expect([field(m, 'PID.5.1'), field(m, 'PID.5.2'), field(m, 'PID.5.7')]).toEqual(['Lopez', 'Maria', 'L']);
    expect(field(m, 'PID.7')).toBe('19600309');
    expect(field(m, 'PID.8')).toBe('F');
    // ORC: a record of a dose given ("RE"), our record's id as the filler order number.
    expect(field(m, 'ORC.1')).toBe('RE');
    expect([field(m, 'ORC.3.1'), field(m, 'ORC.3.2')]).toEqual(['vac-1', 'VAXNEAR']);
    // RXA: when, CVX, dose and unit (UCUM), new record (NIP001 00), who gave it, where, lot, expiry, MVX, completed.
    expect([field(m, 'RXA.1'), field(m, 'RXA.2')]).toEqual(['0', '1']);
    expect(field(m, 'RXA.3')).toBe('20261124170500+0000');
    expect([field(m, 'RXA.5.1'), field(m, 'RXA.5.2'), field(m, 'RXA.5.3')]).toEqual([
      '88',
      'influenza, unspecified formulation',
      'CVX',
    ]);
    expect(field(m, 'RXA.6')).toBe('0.5');
    expect([field(m, 'RXA.7.1'), field(m, 'RXA.7.3')]).toEqual(['mL', 'UCUM']);
    expect([field(m, 'RXA.9.1'), field(m, 'RXA.9.3')]).toEqual(['00', 'NIP001']);
    expect(field(m, 'RXA.10.2')).toBe('Pat Smith');
    expect(field(m, 'RXA.11.4')).toBe('CVS0042');
    expect(field(m, 'RXA.15')).toBe('FLU77');
    expect(field(m, 'RXA.16')).toBe('20270531');
    expect([field(m, 'RXA.17.1'), field(m, 'RXA.17.3')]).toEqual(['SEQ', 'MVX']);
    expect([field(m, 'RXA.20'), field(m, 'RXA.21')]).toEqual(['CP', 'A']);
    // RXR: route (table 0162) and site (table 0163).
    expect([field(m, 'RXR.1.1'), field(m, 'RXR.1.2'), field(m, 'RXR.1.3')]).toEqual(['IM', 'Intramuscular', 'HL70162']);
    expect([field(m, 'RXR.2.1'), field(m, 'RXR.2.2'), field(m, 'RXR.2.3')]).toEqual(['LD', 'Left Deltoid', 'HL70163']);
    // OBX: VFC eligibility (LOINC 64994-7, table 0064), captured at the dose (VXC40), an adult: V01.
    expect([field(m, 'OBX.1'), field(m, 'OBX.2'), field(m, 'OBX.3.1'), field(m, 'OBX.3.3')]).toEqual([
      '1',
      'CE',
      '64994-7',
      'LN',
    ]);
    expect([field(m, 'OBX.5.1'), field(m, 'OBX.5.3')]).toEqual(['V01', 'HL70064']);
    expect(field(m, 'OBX.11')).toBe('F');
    expect(field(m, 'OBX.14')).toBe('20261124');
    expect(field(m, 'OBX.17.1')).toBe('VXC40');
  });

  it('sends a pregnancy status observation with a maternal RSV dose, and none with other doses', () => {
    const rsv = buildVxu(
      input({
        cvx: '305',
        cvxDescription: 'RSV, bivalent, protein subunit RSVpreF, diluent reconstituted, 0.5 mL, PF',
        mvx: 'PFR',
        pregnant: true,
        ageAtDose: 31,
      }),
    );
    const segments = rsv.split('\r');
    const pregnancy = segments.at(-1)!;
    const m = parsed(pregnancy.replace(/^/, `${segments[0]}\r`));
    expect([field(m, 'OBX.1'), field(m, 'OBX.3.1'), field(m, 'OBX.3.3')]).toEqual(['2', '82810-3', 'LN']);
    expect([field(m, 'OBX.5.1'), field(m, 'OBX.5.2'), field(m, 'OBX.5.3')]).toEqual(['77386006', 'Pregnant', 'SCT']);
    expect(segments.filter((s) => s.startsWith('OBX|'))).toHaveLength(2);
    expect(
      buildVxu(input())
        .split('\r')
        .filter((s) => s.startsWith('OBX|')),
    ).toHaveLength(1);
  });

  it('says "not determined" for the VFC eligibility of a person under 19, whose insurance nobody asked', () => {
    expect(vfcEligibility(12).code).toBe('V00');
    expect(vfcEligibility(18).code).toBe('V00');
    expect(vfcEligibility(19).code).toBe('V01');
    const m = parsed(buildVxu(input({ ageAtDose: 12 })));
    expect(field(m, 'OBX.5.1')).toBe('V00');
  });

  it('escapes the delimiters a name may hold, so each stays in its own field', () => {
    const tricky = 'O|Brien^Jr & Co~\\x';
    const text = buildVxu(input({ administeredByName: 'Ann\rSmith' }, { lastName: tricky, firstName: 'Ana María' }));
    const pid = text.split('\r').find((s) => s.startsWith('PID|'))!;
    expect(pid.split('|')).toHaveLength(9);
    expect(pid).toContain('O\\F\\Brien\\S\\Jr \\T\\ Co\\R\\\\E\\x');
    expect(text.split('\r')).toHaveLength(6);
    const m = parsed(text);
    // The parser reads the escapes back to the name as it was given.
    expect(field(m, 'PID.5.1')).toBe(tricky);
    expect(field(m, 'PID.5.2')).toBe('Ana María');
    expect(field(m, 'PID.7')).toBe('19600309');
    expect(field(m, 'RXA.10.2')).toBe('Ann Smith');
    expect(escapeHl7('a|b')).toBe('a\\F\\b');
  });

  it('leaves RXR-2 empty for a nasal dose and sends U for a sex it does not know', () => {
    const m = parsed(buildVxu(input({ route: 'NS', site: null }, { sex: null })));
    expect(field(m, 'RXR.1.1')).toBe('NS');
    expect(field(m, 'RXR.2')).toBe('');
    expect(field(m, 'PID.8')).toBe('U');
  });
});

describe('the ACK a registry answers', () => {
  it('reads accepted, accepted with warnings and rejected, with the ERR texts', () => {
    const msh = 'MSH|^~\\&|WAIIS|WADOH|VAXNEAR|CVS0042|20261124171006||ACK^V04^ACK|a1|P|2.5.1';
    expect(parseAck(`${msh}\rMSA|AA|c0ffee01`)).toEqual({
      code: 'AA',
      controlId: 'c0ffee01',
      errors: [],
      errorCodes: [],
    });
    const warned = parseAck(
      `${msh}\rMSA|AE|c0ffee01\rERR||RXA^1^16|0^Message accepted^HL70357|W||||Lot expiry date is in the past`,
    )!;
    // Code 0 is "message accepted": a warning, with no HL7 error to explain.
    expect(warned).toEqual({
      code: 'AE',
      controlId: 'c0ffee01',
      errors: ['Lot expiry date is in the past'],
      errorCodes: [],
    });
    expect(statusOfAck(warned)).toBe('accepted_with_warnings');
    const rejected = parseAck(`${msh}\rMSA|AR|c0ffee01\rERR||PID^1^7|101^Required field missing^HL70357|E`)!;
    expect(rejected.errors).toEqual(['Required field missing']);
    expect(rejected.errorCodes).toEqual(['101']);
    expect(statusOfAck(rejected)).toBe('rejected');
    expect(parseAck('no ack here')).toBeNull();
  });

  it('keeps each HL7 table 0357 code of the ERR segments once, in order, for staff to read in their language', () => {
    const msh = 'MSH|^~\\&|WAIIS|WADOH|VAXNEAR|CVS0042|20261124171006||ACK^V04^ACK|a1|P|2.5.1';
    const ack = parseAck(
      [
        msh,
        'MSA|AR|c0ffee01',
        'ERR||RXA^1^15|103^Table value not found^HL70357|E||||Unknown lot',
        'ERR||PID^1^7|101^Required field missing^HL70357|E',
        'ERR||RXA^1^5|103^Table value not found^HL70357|E||||Unknown vaccine',
      ].join('\r'),
    )!;
    expect(ack.errorCodes).toEqual(['103', '101']);
    expect(ack.errors).toEqual(['Unknown lot', 'Required field missing', 'Unknown vaccine']);
  });
});
