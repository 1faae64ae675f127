import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv.ts';

describe('CSV parsing (RFC 4180)', () => {
  it('reads a quoted field with a comma as one field', () => {
    const rows = parseCsv('id,source_name,city\nvgov-1,"CVS Pharmacy, Inc. #17435",ANCHORAGE\n');
    expect(rows).toEqual([{ id: 'vgov-1', source_name: 'CVS Pharmacy, Inc. #17435', city: 'ANCHORAGE' }]);
  });

  it('reads doubled quotes, line breaks inside quotes and CRLF line ends', () => {
    expect(parseCsvRecords('a,b\r\n"say ""hi""","two\nlines"\r\n')).toEqual([
      ['a', 'b'],
      ['say "hi"', 'two\nlines'],
    ]);
  });

  it('keeps empty fields, leading zeros and a last line without a line break', () => {
    expect(parseCsv('zip,population\n00501,\n02134,1234')).toEqual([
      { zip: '00501', population: '' },
      { zip: '02134', population: '1234' },
    ]);
  });

  it('ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFzip\n10001\n')).toEqual([{ zip: '10001' }]);
  });

  it('names the line of a record with the wrong number of fields', () => {
    expect(() => parseCsv('a,b\n1,2\n3\n')).toThrow(/line 3/);
  });

  it('rejects an unclosed quote', () => {
    expect(() => parseCsv('a\n"open\n')).toThrow(/not closed/);
  });
});

describe('CSV errors an operator can act on', () => {
  it('says what is wrong with a quote in plain words, with the line', () => {
    expect(() => parseCsv('a,b\n"x"y,2\n')).toThrow(/a quote inside a field is written twice.*\(line 2\)/);
    expect(() => parseCsv('a,b\nx"y,2\n')).toThrow(/put the whole field in quotes.*\(line 2\)/);
  });
});
