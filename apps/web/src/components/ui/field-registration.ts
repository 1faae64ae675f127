// What a form field needs from the form that owns it: what `register(name)` of the site's form hook
// (lib/use-form.ts, decision 210) gives, so the field components do not depend on that hook.
export interface FieldRegistration {
  name: string;
  // The element type is left open: one registration serves inputs, text areas and selects alike.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ref: (element: any) => void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onChange: (event: { target: any; type?: any }) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onBlur: (event: { target: any; type?: any }) => unknown;
  disabled?: boolean | undefined;
}
