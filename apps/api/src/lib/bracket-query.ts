// The API's query-string format (docs/product/booking-flow.md, Calls to the server): arrays in bracket format
// (`retailers[]=cvs&retailers[]=walmart`) and map corners as `sw[lat]=..&sw[lng]=..`. Fastify's default parser would
// keep `retailers[]` as the key and give a string for one value, an array for two, so every route would have to cope
// with both.
const NESTED_KEY = /^([A-Za-z_][A-Za-z0-9_]*)\[([A-Za-z_][A-Za-z0-9_]*)\]$/;

type QueryValue = string | string[] | Record<string, string>;

export function parseBracketQuery(text: string): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const current = result[name];
      if (Array.isArray(current)) current.push(value);
      else result[name] = typeof current === 'string' ? [current, value] : [value];
      continue;
    }
    const nested = NESTED_KEY.exec(key);
    if (nested) {
      const current = result[nested[1]!];
      const object = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
      object[nested[2]!] = value;
      result[nested[1]!] = object;
      continue;
    }
    const current = result[key];
    if (current === undefined) result[key] = value;
    else if (Array.isArray(current)) current.push(value);
    else if (typeof current === 'string') result[key] = [current, value];
  }
  return result;
}
