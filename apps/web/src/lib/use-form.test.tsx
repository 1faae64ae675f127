import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, Checkboxes } from '../components/ui/checkboxes.tsx';
import { SelectField } from '../components/ui/select-field.tsx';
import { SexField } from '../components/ui/sex-field.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { useForm, type FormErrors, type FormResolver } from './use-form.ts';

interface Person {
  name: string;
  dateOfBirth: string;
  sex: string;
}
type Values = { email: string; people: Person[] };

const requireAll: FormResolver<Values> = async (values) => {
  const errors: FormErrors = {};
  if (!values.email.includes('@')) errors.email = { type: 'invalid_format', message: 'Enter an email address' };
  values.people.forEach((person, i) => {
    if (!person.name) errors[`people.${i}.name`] = { type: 'too_small', message: `Enter the name of person ${i + 1}` };
    if (!person.sex) errors[`people.${i}.sex`] = { type: 'invalid_value', message: `Select a sex for person ${i + 1}` };
  });
  return { errors };
};

function PeopleForm({
  defaults,
  resolver,
  onValid,
  onInvalid,
  taken,
}: {
  defaults: Values;
  resolver?: FormResolver<Values>;
  onValid: (values: Values) => void;
  onInvalid?: (errors: FormErrors) => void;
  /** An address the server refuses, as a page sets a server's error after the form was valid. */
  taken?: string;
}) {
  const { register, handleSubmit, getValues, setError, errors, submitCount } = useForm<Values>({
    defaultValues: defaults,
    resolver,
  });
  const submit = handleSubmit((values) => {
    if (values.email === taken)
      setError('email', { type: 'taken', message: 'Use another email' }, { shouldFocus: true });
    else onValid(getValues());
  }, onInvalid);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {submitCount > 0 && Object.keys(errors).length > 0 ? <p role="alert">There is a problem</p> : null}
      <TextField id="email" label="Email" error={errors.email?.message} registration={register('email')} />
      {defaults.people.map((_, i) => (
        <fieldset key={i}>
          <legend>Person {i + 1}</legend>
          <TextField
            id={`name-${i}`}
            label={`Name ${i + 1}`}
            error={errors[`people.${i}.name`]?.message}
            registration={register(`people.${i}.name`)}
          />
          <TextField
            id={`dob-${i}`}
            label={`Date of birth ${i + 1}`}
            registration={register(`people.${i}.dateOfBirth`)}
            options={{ mask: '##/##/####' }}
          />
          <SexField
            idPrefix={`sex-${i}`}
            legend={`Sex ${i + 1}`}
            labels={{ female: `Female ${i + 1}`, male: `Male ${i + 1}` }}
            error={errors[`people.${i}.sex`]?.message}
            registration={register(`people.${i}.sex`)}
          />
        </fieldset>
      ))}
      <button type="submit">Continue</button>
    </form>
  );
}

const empty: Values = {
  email: '',
  people: [
    { name: '', dateOfBirth: '', sex: '' },
    { name: '', dateOfBirth: '', sex: '' },
  ],
};

type Request = { kinds: string[]; minutes: number | ''; open: boolean; reason: string };

function RequestForm({ onValid }: { onValid: (values: Request) => void }) {
  const { register, handleSubmit, values } = useForm<Request>({
    defaultValues: { kinds: ['flu'], minutes: '', open: false, reason: '' },
    watch: true,
  });
  const submit = handleSubmit(onValid);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Checkboxes
        id="kinds"
        legend="Vaccines"
        registration={register('kinds')}
        options={[
          { value: 'flu', label: 'Flu' },
          { value: 'rsv', label: 'RSV' },
          { value: 'covid_19', label: 'COVID-19' },
        ]}
      />
      <SelectField
        id="minutes"
        label="Slot length"
        placeholder="Choose"
        options={[{ value: '15', label: '15 minutes' }]}
        registration={register('minutes', { setValueAs: (value) => (value === '' ? '' : Number(value)) })}
      />
      <Checkbox id="open" label="Open on Monday" registration={register('open')} />
      {values.open ? (
        <>
          <TextField id="reason" label="Reason" registration={register('reason')} />
          <p>{values.reason.length} of 10 characters used</p>
        </>
      ) : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows the default values and hands back what the person typed, masks and nested names included', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(
      <PeopleForm
        defaults={{ email: 'ana@example.com', people: [{ name: 'Ana', dateOfBirth: '04/12/1980', sex: 'female' }] }}
        onValid={onValid}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveValue('Ana');
    expect(screen.getByRole('radio', { name: 'Female 1' })).toBeChecked();
    await user.clear(screen.getByRole('textbox', { name: 'Date of birth 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Date of birth 1' }), '06302019');
    await user.click(screen.getByRole('radio', { name: 'Male 1' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).toHaveBeenCalledWith({
      email: 'ana@example.com',
      people: [{ name: 'Ana', dateOfBirth: '06/30/2019', sex: 'male' }],
    });
  });

  it('checks nothing before the first submit, then shows every problem and focuses the first field in the form', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<PeopleForm defaults={empty} resolver={requireAll} onValid={onValid} onInvalid={onInvalid} />);
    await user.type(screen.getByRole('textbox', { name: 'Name 2' }), 'Leo');
    await user.clear(screen.getByRole('textbox', { name: 'Name 2' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name 2' })).not.toHaveAccessibleDescription();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem');
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveAccessibleDescription(/Enter the name of person 1/);
    expect(screen.getByRole('textbox', { name: 'Name 2' })).toHaveAccessibleDescription(/Enter the name of person 2/);
    expect(screen.getByRole('group', { name: 'Sex 2' })).toHaveAccessibleDescription(/Select a sex for person 2/);
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ 'people.0.name': { type: 'too_small', message: 'Enter the name of person 1' } }),
    );
  });

  it('focuses the first radio of a group when the sex is the first problem', async () => {
    const user = userEvent.setup();
    render(
      <PeopleForm
        defaults={{ email: 'ana@example.com', people: [{ name: 'Ana', dateOfBirth: '', sex: '' }] }}
        resolver={requireAll}
        onValid={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Female 1' })).toHaveFocus());
  });

  it('after a submit, clears or changes the message of the field the person corrects as they type', async () => {
    const user = userEvent.setup();
    render(<PeopleForm defaults={empty} resolver={requireAll} onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter an email address'));
    await user.type(email, 'ana@');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription());
    // Only the field being corrected changes: the others keep their messages until they are corrected too.
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveAccessibleDescription(/Enter the name of person 1/);
    await user.clear(email);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter an email address'));
    await user.click(screen.getByRole('radio', { name: 'Male 2' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Sex 2' })).not.toHaveAccessibleDescription());
  });

  it('shows and focuses an error the page sets after the form was valid, and drops it on the next submit', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(
      <PeopleForm
        defaults={{ email: '', people: [{ name: 'Ana', dateOfBirth: '', sex: 'female' }] }}
        resolver={requireAll}
        onValid={onValid}
        taken="ana@example.com"
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Use another email'));
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    await user.type(email, '.mx');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(email).not.toHaveAccessibleDescription();
  });

  it('without a resolver, hands every submit to the page', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<PeopleForm defaults={empty} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).toHaveBeenCalledTimes(2);
    expect(onValid).toHaveBeenLastCalledWith(empty);
  });

  it('keeps ticked boxes of one name as a list, a single box as yes or no, and a number chosen as a number', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RequestForm onValid={onValid} />);
    expect(screen.getByRole('checkbox', { name: 'Flu' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'COVID-19' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flu' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Slot length' }), '15');
    expect(screen.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    // With `watch`, the page shows what depends on an answer as soon as it is given.
    await user.click(screen.getByRole('checkbox', { name: 'Open on Monday' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Moved');
    expect(screen.getByText('5 of 10 characters used')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ kinds: ['covid_19'], minutes: 15, open: true, reason: 'Moved' });
  });
});
