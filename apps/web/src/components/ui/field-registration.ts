// What a form field needs from the form that owns it. react-hook-form's `register(name)` fits it, and so does the
// small form hook the booking pages use, so the same field components serve both.
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
