// The booking forms' own form hook (decision 210): uncontrolled inputs whose values live in a ref, validated on
// submit and then again each time the person changes a field, the way react-hook-form's defaults (mode onSubmit,
// reValidateMode onChange) did, without its 12.5 KB gzip on every booking page.
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldRegistration } from '../components/ui/field-registration.ts';

export interface FieldError {
  /** The rule that failed (a schema's issue code, `reconfirm`, ...): what analytics records, never the message. */
  type: string;
  message?: string | undefined;
  /** The numbers a reason needs to be worded (the domain's issue params: `max` of tooLong, `digits` of codeDigits). */
  params?: { max?: number; digits?: number } | undefined;
}

/** Errors by field name, nested names written out (`people.0.firstName`). */
export type FormErrors<Name extends string = string> = Partial<Record<Name, FieldError>>;

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob;

/**
 * The names of a form's fields, checked by the compiler: `firstName`, `people.${number}.sex`, and a group's own name
 * (`hours`, where its error sits, decision 210).
 */
export type FieldPath<T> = T extends Leaf
  ? never
  : T extends readonly (infer Item)[]
    ? `${number}` | `${number}.${FieldPath<Item>}`
    : { [K in keyof T & string]: K | `${K}.${FieldPath<NonNullable<T[K]>>}` }[keyof T & string];

/** What a check of the whole form found: its errors, none when it is valid, and then what the schema made of it. */
export interface ResolverResult<Out> {
  errors: FormErrors;
  values?: Out | undefined;
}

/** Checks the whole form (with a schema, lib/schema-resolver.ts). May be slow: a schema fetched on first use. */
export type FormResolver<T, Out = T> = (values: T) => ResolverResult<Out> | Promise<ResolverResult<Out>>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isChoice = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');

/** The value at a field's name in a form's values: `valueAt(values, 'hours.0.start')`. */
export function valueAt(values: unknown, name: string): unknown {
  return name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

function writePath(values: Record<string, unknown>, name: string, value: unknown): void {
  const keys = name.split('.');
  let node: Record<string, unknown> = values;
  keys.slice(0, -1).forEach((key, index) => {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1)!] = value;
}

/**
 * What an element says of its field: a radio its value when chosen, a text its text, a box whether it is ticked, or,
 * for boxes sharing a name whose field holds a list, the list of the ticked boxes' values.
 */
function valueOf(element: FieldElement, current: unknown): unknown {
  if (!isChoice(element)) return element.value;
  if (element.type === 'radio') return element.checked ? element.value : current;
  if (!Array.isArray(current)) return element.checked;
  const others = current.filter((value) => value !== element.value);
  return element.checked ? [...others, element.value] : others;
}

function show(element: FieldElement, value: unknown): void {
  if (!isChoice(element)) element.value = typeof value === 'string' ? value : value == null ? '' : String(value);
  else if (element.type === 'radio') element.checked = element.value === value;
  else element.checked = Array.isArray(value) ? value.includes(element.value) : value === true;
}

export interface RegisterOptions {
  /** Turns the input's text into the field's value (a select of numbers). */
  setValueAs?: (value: string) => unknown;
}

/** `Out`: what the resolver's schema makes of the form (trimmed, an empty phone number left out), given to `onValid`. */
export function useForm<T extends object, Out = T>({
  defaultValues,
  resolver,
  shouldFocusError = true,
  watch = false,
}: {
  /** Read on the first render only, like react-hook-form's. */
  defaultValues: T;
  resolver?: FormResolver<T, Out> | undefined;
  /** Whether a refused submit focuses the first invalid field (off where the page moves the focus itself). */
  shouldFocusError?: boolean;
  /** Renders the page again at every change, with the form's values in `values` (a character counter, fields that
   * depend on an answer). Off, `values` stays the defaults. */
  watch?: boolean;
}) {
  const values = useRef<Record<string, unknown> | null>(null);
  values.current ??= structuredClone(defaultValues) as Record<string, unknown>;
  // The elements of each field in the order the page registers them: the order the first error is looked for in.
  const elements = useRef(new Map<string, Set<FieldElement>>());
  const registrations = useRef(new Map<string, FieldRegistration>());
  const submitted = useRef(false);
  // The latest re-validation of each field, so an answer that arrives after a newer one is dropped.
  const checks = useRef(new Map<string, number>());
  // The page may pass another resolver on a later render (a pharmacy that needs a phone number); the handlers,
  // made once, read the latest.
  const resolverRef = useRef(resolver);
  useLayoutEffect(() => {
    resolverRef.current = resolver;
  }, [resolver]);
  const [errors, setErrors] = useState<FormErrors<FieldPath<T>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [watched, setWatched] = useState(defaultValues);

  const getValues = useCallback((): T => structuredClone(values.current) as T, []);
  const validate = useCallback(
    async (): Promise<ResolverResult<Out>> =>
      resolverRef.current ? await resolverRef.current(getValues()) : { errors: {} },
    [getValues],
  );
  const focus = useCallback((name: string) => {
    const [first] = [...(elements.current.get(name) ?? [])].filter((element) => element.isConnected);
    first?.focus();
  }, []);

  const register = useCallback(
    (name: FieldPath<T>, { setValueAs }: RegisterOptions = {}): FieldRegistration => {
      const known = registrations.current.get(name);
      if (known) return known;
      if (!elements.current.has(name)) elements.current.set(name, new Set());
      const onChange = async (event: { target: FieldElement }) => {
        const value = valueOf(event.target, valueAt(values.current, name));
        writePath(values.current!, name, setValueAs && typeof value === 'string' ? setValueAs(value) : value);
        if (watch) setWatched(getValues());
        if (!submitted.current || !resolverRef.current) return;
        const check = (checks.current.get(name) ?? 0) + 1;
        checks.current.set(name, check);
        const found = (await validate()).errors[name];
        if (checks.current.get(name) !== check) return;
        // Only the changed field's message changes, as the person fixes one field at a time.
        setErrors((previous) => {
          if (previous[name]?.type === found?.type && previous[name]?.message === found?.message) return previous;
          const next = { ...previous };
          if (found) next[name] = found;
          else delete next[name];
          return next;
        });
      };
      const registration: FieldRegistration = {
        name,
        ref: (element: FieldElement | null) => {
          const own = elements.current.get(name)!;
          // One callback serves every radio of a group: React calls it with null on unmount, so drop what has gone.
          for (const known of own) if (!known.isConnected) own.delete(known);
          if (!element) return;
          own.add(element);
          show(element, valueAt(values.current, name));
        },
        onChange,
        onBlur: () => undefined,
      };
      registrations.current.set(name, registration);
      return registration;
    },
    [validate, watch, getValues],
  );

  const setError = useCallback(
    (name: FieldPath<T>, error: FieldError, { shouldFocus = false }: { shouldFocus?: boolean } = {}) => {
      setErrors((previous) => ({ ...previous, [name]: error }));
      if (shouldFocus) focus(name);
    },
    [focus],
  );

  const handleSubmit =
    (onValid: (values: Out) => unknown, onInvalid?: (errors: FormErrors<FieldPath<T>>) => unknown) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      const { errors: found, values: parsed } = await validate();
      setErrors(found);
      const invalid = Object.keys(found).filter((name) => found[name]);
      try {
        // Without a resolver, the form's values are what the page gets (`Out` is then `T`).
        if (invalid.length === 0) await onValid(parsed ?? (getValues() as unknown as Out));
        else {
          const first = [...elements.current.keys()].find((name) => invalid.includes(name));
          if (first && shouldFocusError) focus(first);
          await onInvalid?.(found);
        }
      } finally {
        submitted.current = true;
        setSubmitCount((count) => count + 1);
      }
    };

  return { register, handleSubmit, getValues, setError, errors, submitCount, values: watched };
}
