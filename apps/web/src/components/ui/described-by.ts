/** The ids an input or fieldset points `aria-describedby` at, skipping the parts that are not shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
