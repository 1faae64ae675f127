// Boxes to tick: a group under one legend (`Checkboxes`, GOV.UK checkboxes) or one box on its own (`Checkbox`, a
// consent or a setting). Native checkboxes, so Space and screen readers behave as everywhere else; either with
// a form hook (`registration`, lib/use-form.ts) or with state the page holds.
import { Fragment, type ReactNode, type Ref } from 'react';
import type { FieldRegistration } from './field-registration.ts';
import { describedBy } from './described-by.ts';
import { FieldError } from './field-error.tsx';
import { Fieldset, type FieldsetProps } from './fieldset.tsx';
import { ChoiceLabel, optionHintId, optionId, stripBinding, type ChoiceOption } from './radio-list.tsx';
import './choice.css';
import './field.css';

export interface CheckboxOption<V extends string = string> extends ChoiceOption<V> {
  /** Words shown before this box on their own line, e.g. "or" before "None of these". */
  dividerBefore?: string;
}

export type CheckboxesProps<V extends string> = Omit<FieldsetProps, 'children'> &
  (
    | { registration: FieldRegistration; value?: never; onChange?: never }
    | { registration?: never; value: readonly V[]; onChange: (value: V, checked: boolean) => void }
  ) & {
    options: readonly CheckboxOption<V>[];
    /** A `<ul>` when the boxes read as a list of things (vaccines). */
    list?: boolean;
    /** Shown between the error and the boxes (a notice about the choice so far). */
    lead?: ReactNode;
    /** Shown under the boxes, inside the group (a follow-up question). */
    children?: ReactNode;
    /** The id a box's hint is read with, in addition to its own hint (a note about one option). */
    describedByFor?: (value: V) => string | undefined;
  };

export function Checkboxes<V extends string>(props: CheckboxesProps<V>) {
  const { options, list, registration, describedByFor, lead, children, ...fieldset } = props;
  const { id } = fieldset;
  const Item = list ? 'li' : 'div';
  const boxes = options.map((option, index) => {
    const inputId = optionId(id, option, index);
    const bound = registration
      ? registration
      : {
          checked: props.value?.includes(option.value) ?? false,
          onChange: (event: { target: { checked: boolean } }) => props.onChange?.(option.value, event.target.checked),
        };
    return (
      <Fragment key={option.value}>
        {option.dividerBefore ? <Item className="vx-choice-list__divider">{option.dividerBefore}</Item> : null}
        <Item className="vx-choice">
          <input
            {...bound}
            className="vx-choice__input"
            type="checkbox"
            id={inputId}
            value={option.value}
            aria-describedby={describedBy(
              option.hint ? optionHintId(id, option) : null,
              describedByFor?.(option.value),
            )}
          />
          <ChoiceLabel id={inputId} label={option.label} hint={option.hint} hintId={optionHintId(id, option)} />
        </Item>
      </Fragment>
    );
  });
  return (
    <Fieldset {...stripBinding(fieldset)}>
      {lead}
      {list ? <ul className="vx-choice-list">{boxes}</ul> : <div className="vx-choice-list">{boxes}</div>}
      {children}
    </Fieldset>
  );
}

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  /** Shown in the label, under its words (a setting's explanation). */
  hint?: ReactNode | undefined;
  /** Shown under the box (a consent's fine print). */
  note?: ReactNode | undefined;
  error?: string | undefined;
  /** A field on its own: spaced like one, with the error bar when it fails. Otherwise a row among others. */
  standalone?: boolean;
  /** The error is announced when it appears. */
  errorAlert?: boolean;
  /** Ids of text elsewhere on the page that explains the box. */
  describedBy?: string | undefined;
  registration?: FieldRegistration;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function Checkbox({
  id,
  label,
  hint,
  note,
  error,
  errorAlert,
  standalone,
  describedBy: more,
  registration,
  checked,
  onChange,
  inputRef,
}: CheckboxProps) {
  const bound = registration ?? {
    checked: checked ?? false,
    onChange: (event: { target: { checked: boolean } }) => onChange?.(event.target.checked),
  };
  const row = (
    <div className="vx-choice">
      <input
        {...bound}
        ref={registration ? registration.ref : inputRef}
        className="vx-choice__input"
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint ? `${id}-hint` : null,
          note ? `${id}-note` : null,
          error ? `${id}-error` : null,
          more,
        )}
      />
      <ChoiceLabel id={id} label={label} hint={hint} />
    </div>
  );
  const errorText = error ? (
    <FieldError id={`${id}-error`} alert={errorAlert}>
      {error}
    </FieldError>
  ) : null;
  const noteText = note ? (
    <p className="vx-field__hint vx-field__hint--after" id={`${id}-note`}>
      {note}
    </p>
  ) : null;
  if (!standalone)
    return (
      <>
        {errorText}
        {row}
        {noteText}
      </>
    );
  return (
    <div className={`vx-field${error ? ' vx-field--error' : ''}`}>
      {errorText}
      {row}
      {noteText}
    </div>
  );
}
