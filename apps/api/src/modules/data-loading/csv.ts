// CSV (RFC 4180) through csv-parse, a maintained parser: quoted fields may hold commas, line breaks and doubled quotes,
// CRLF or LF end a record, a byte-order mark is ignored. Operators' files reach it through the import command, so its
// errors are said in our words with the line to look at.
import { CsvError as ParserError, parse } from 'csv-parse/sync';

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
  }
}

const PLAIN_MESSAGES: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted field is not closed: add the closing quote (")',
  CSV_INVALID_CLOSING_QUOTE: 'Unexpected character after a closing quote: a quote inside a field is written twice ("")',
  INVALID_OPENING_QUOTE:
    'A quote inside an unquoted field: put the whole field in quotes and write the quote twice ("")',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'This record has a different number of fields from the header',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'This record has a different number of fields from the header',
};

function readable<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ParserError) {
      const line = Number((error as ParserError & { lines?: number }).lines) || 0;
      throw new CsvError(PLAIN_MESSAGES[error.code] ?? 'The file is not valid CSV', line);
    }
    throw error;
  }
}

/** Every record as an array of fields, header included. A trailing line break does not add an empty record. */
export function parseCsvRecords(text: string): string[][] {
  return readable(() => parse(text, { bom: true, relax_column_count: true }) as string[][]);
}

/** Records as objects keyed by the header; a record with a different number of fields is an error. */
export function parseCsv(text: string): Array<Record<string, string>> {
  return readable(() => parse(text, { bom: true, columns: true }) as Array<Record<string, string>>);
}
