// RFC 4180 CSV: fields may be quoted, quoted fields may hold commas, line breaks and doubled quotes ("").
// Both CRLF and LF end a record. Small on purpose: the loader and the import command read only our own CSVs.

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
  }
}

/** Every record as an array of fields, header included. A trailing line break does not add an empty record. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let fieldStarted = false;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
          throw new CsvError('Unexpected character after a closing quote', line);
        continue;
      }
      if (ch === '\n') line += 1;
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"') {
      if (fieldStarted || field !== '') throw new CsvError('A quote inside an unquoted field', line);
      quoted = true;
      fieldStarted = true;
      i += 1;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
    } else {
      field += ch;
      fieldStarted = true;
      i += 1;
    }
  }
  if (quoted) throw new CsvError('A quoted field is not closed', line);
  if (fieldStarted || field !== '' || record.length > 0) endRecord();
  return records;
}

/** Records as objects keyed by the header; a record with a different number of fields is an error. */
export function parseCsv(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsvRecords(text);
  if (!header) return [];
  return rows.map((fields, index) => {
    if (fields.length !== header.length) {
      throw new CsvError(`Row ${index + 1} has ${fields.length} fields; the header has ${header.length}`, index + 2);
    }
    const row: Record<string, string> = {};
    header.forEach((name, column) => {
      row[name] = fields[column]!;
    });
    return row;
  });
}
