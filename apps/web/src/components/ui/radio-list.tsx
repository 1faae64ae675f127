// One question answered by one of a few radios (GOV.UK radios): a fieldset and legend, a hint, an error the group
// points at, and native radios, so arrow keys, Space and screen readers behave as everywhere else. Works either
// with a form hook (`registration`, lib/use-form.ts) or with state the page holds (`value` and `onChange`).
import type { ReactNode, Ref } from 'react';
import type { FieldRegistration } from './field-registration.ts';
import { describedBy } from './described-by.ts';
import { Fieldset, type FieldsetProps } from './fieldset.tsx';
import './choice.css';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode | undefined;
  /** By default the first option's id is the list's `id` (what an error summary links to), the others `${id}-${value}`. */
  id?: string;
}

/** The id of an option: the first carries the group's id, so a summary link lands on the group's first choice. */
export function optionId(groupId: string, option: { value: string; id?: string | undefined }, index: number): string {
  return option.id ?? (index === 0 ? groupId : `${groupId}-${option.value}`);
}

export type ChoiceBinding<V extends string> =
  | { registration: FieldRegistration; value?: never; onChange?: never; name?: never }
  | { registration?: never; value: V | undefined; onChange: (value: V) => void; name: string };

export type RadioListProps<V extends string> = Omit<FieldsetProps, 'children'> &
  ChoiceBinding<V> & {
    options: readonly ChoiceOption<V>[];
    inline?: boolean;
    /** Given to the first radio (without `registration`), so a page can move the focus to the question. */
    firstRef?: Ref<HTMLInputElement>;
  };

export function RadioList<V extends string>(props: RadioListProps<V>) {
  const { options, inline, registration, firstRef, ...fieldset } = props;
  const { id } = fieldset;
  return (
    <Fieldset {...stripBinding(fieldset)}>
      <div className={`vx-choice-list${inline ? ' vx-choice-list--inline' : ''}`}>
        {options.map((option, index) => {
          const inputId = optionId(id, option, index);
          const bound = registration
            ? registration
            : {
                name: props.name,
                checked: props.value === option.value,
                onChange: () => props.onChange?.(option.value),
              };
          return (
            <div className="vx-choice" key={option.value}>
              <input
                {...bound}
                ref={registration ? registration.ref : index === 0 ? firstRef : undefined}
                className="vx-choice__input"
                type="radio"
                id={inputId}
                value={option.value}
                aria-describedby={describedBy(option.hint ? optionHintId(id, option) : null)}
              />
              <ChoiceLabel id={inputId} label={option.label} hint={option.hint} hintId={optionHintId(id, option)} />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}

/** An option's hint id, never the group's own `${id}-hint` (the first option carries the group's id). */
export const optionHintId = (groupId: string, option: { value: string }) => `${groupId}-${option.value}-hint`;

export function ChoiceLabel({
  id,
  label,
  hint,
  hintId = `${id}-hint`,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  hintId?: string;
}) {
  return (
    <label className="vx-choice__label" htmlFor={id}>
      {label}
      {hint ? (
        <span className="vx-choice__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </label>
  );
}

/** The fieldset's own props, without the binding's (`value`, `onChange`, `name`). */
export function stripBinding<T extends object>(props: T): Omit<T, 'value' | 'onChange' | 'name'> {
  const { value: _value, onChange: _onChange, name: _name, ...rest } = props as T & Record<string, unknown>;
  return rest;
}
