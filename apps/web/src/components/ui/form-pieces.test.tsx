// The shared form pieces as a person meets them: labels, hints and errors read with each input, native keyboard
// behaviour, and values that reach the form hook (lib/use-form.ts).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { useForm } from '../../lib/use-form.ts';
import { Checkbox, Checkboxes } from './checkboxes.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { RadioList } from './radio-list.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

beforeAll(async () => {
  await loadNamespaces('en', ['common']);
  i18n.changeLanguage('en');
});

function ContactForm({ onSend }: { onSend: (values: { when: string; kinds: string[]; agree: boolean }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { when: '', kinds: [] as string[], agree: false } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <RadioList
        id="when"
        legend="When can we call?"
        hint="Pick one"
        error="Choose when we can call"
        registration={register('when')}
        options={[
          { value: 'morning', label: 'Morning', hint: 'Before noon' },
          { value: 'evening', label: 'Evening' },
        ]}
      />
      <Checkboxes
        id="kinds"
        legend="Which vaccines?"
        registration={register('kinds')}
        options={[
          { value: 'flu', label: 'Flu' },
          { value: 'covid', label: 'COVID-19' },
        ]}
      />
      <Checkbox id="agree" label="I agree" registration={register('agree')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('RadioList and Checkboxes', () => {
  it('reads the legend, hint and error with the group, and sends the choices made by keyboard', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    render(<ContactForm onSend={(values) => (sent = values)} />);
    const group = screen.getByRole('group', { name: 'When can we call?' });
    expect(group).toHaveAccessibleDescription('Pick one Choose when we can call');
    const morning = within(group).getByRole('radio', { name: /Morning/ });
    // The first option carries the group's id, so an error summary's link lands on it.
    expect(morning).toHaveAttribute('id', 'when');
    expect(morning).toHaveAccessibleDescription('Before noon');

    await user.click(morning);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Evening' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'COVID-19' }));
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual({ when: 'evening', kinds: ['covid'], agree: true });
  });

  it('works with state the page holds, and shows a divider before an option', async () => {
    const user = userEvent.setup();
    function Conditions() {
      const [chosen, setChosen] = useState<string[]>([]);
      return (
        <Checkboxes
          id="conditions"
          legend="Do you have any of these?"
          value={chosen}
          onChange={(value, on) => setChosen((list) => (on ? [...list, value] : list.filter((c) => c !== value)))}
          options={[
            { value: 'asthma', label: 'Asthma' },
            { value: 'none', label: 'None of these', dividerBefore: 'or' },
          ]}
        />
      );
    }
    render(<Conditions />);
    expect(screen.getByText('or')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    expect(screen.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Asthma' })).not.toBeChecked();
  });
});

describe('TextField', () => {
  function Reason() {
    const { register, values } = useForm({ defaultValues: { reason: '' }, watch: true });
    const reason = values.reason;
    return (
      <TextField
        id="reason"
        label="Why?"
        error="Enter 5 characters or fewer"
        registration={register('reason')}
        options={{
          multiline: true,
          hint: 'A sentence is enough',
          counter: { max: 5, length: reason.length },
        }}
      />
    );
  }

  it('is a text area with its hint, error and a counter of the characters left', async () => {
    const user = userEvent.setup();
    render(<Reason />);
    const box = screen.getByRole('textbox', { name: 'Why?' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'A sentence is enough Enter 5 characters or fewer You have 5 characters remaining',
    );
    await user.type(box, 'Closed now');
    expect(screen.getByText('You have 5 characters too many')).toBeInTheDocument();
  });

  it('works with state the page holds: the text reaches it masked, and the error is read with the field', async () => {
    const user = userEvent.setup();
    function Birthday() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField
            id="dob"
            label="Date of birth"
            error={value.length === 10 ? undefined : 'Enter the whole date'}
            value={value}
            onChange={setValue}
            options={{ hint: 'For example, 03/28/1950', mask: '##/##/####', errorAlert: true }}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Birthday />);
    const box = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(box).toHaveAccessibleDescription('For example, 03/28/1950 Enter the whole date');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the whole date');
    await user.type(box, '03281950');
    expect(box).toHaveValue('03/28/1950');
    expect(screen.getByRole('status')).toHaveTextContent('03/28/1950');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SelectField', () => {
  it('works with state the page holds, without a "choose" option where one is always chosen', async () => {
    const user = userEvent.setup();
    function Distance() {
      const [value, setValue] = useState<'any' | '5'>('any');
      return (
        <>
          <SelectField
            id="distance"
            label="Distance"
            value={value}
            onChange={setValue}
            options={[
              { value: 'any', label: 'Any distance' },
              { value: '5', label: 'Within 5 miles' },
            ]}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Distance />);
    const select = screen.getByRole('combobox', { name: 'Distance' });
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(select, 'Within 5 miles');
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });
});

describe('ErrorSummary', () => {
  it('lists each error as a link that moves the focus to its field, and shows nothing without errors', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <ErrorSummary title="There is a problem" errors={[]} />
        <input id="email" aria-label="Email" />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <>
        <ErrorSummary title="There is a problem" errors={[{ fieldId: 'email', message: 'Enter your email' }]} />
        <input id="email" aria-label="Email" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await user.click(within(summary).getByRole('link', { name: 'Enter your email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('shows a notice of a failed send as a message without a list', () => {
    render(
      <ErrorSummary title="Your request was not sent">
        <p>Try again in a few minutes.</p>
      </ErrorSummary>,
    );
    expect(screen.getByRole('alert', { name: 'Your request was not sent' })).toHaveTextContent('Try again');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
