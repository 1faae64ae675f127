import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { SCHEDULER_STORAGE_KEY } from '../machine/scheduler.machine.ts';
import { heldSlot, storeFlow } from '../machine/scheduler-test-fixtures.ts';
import { expectPlainWords, renderedMessages } from '../../../test/plain-words.ts';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the schedule landing', () => {
  it(
    'asks for at least one vaccine, refuses a third, and makes RSV with COVID-19 a choice of one',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const app = renderApp('/schedule');
      // The first render loads the page's code and translations.
      await user.click(await screen.findByRole('button', { name: 'Book for 18 and over' }, { timeout: 15_000 }));
      expect(screen.getByRole('group', { name: 'Which vaccines do you want?' })).toHaveAccessibleDescription(
        /Minimum one selection/,
      );

      await user.click(screen.getByRole('checkbox', { name: 'COVID-19' }));
      await user.click(screen.getByRole('checkbox', { name: 'Pneumococcal pneumonia' }));
      await user.click(screen.getByRole('checkbox', { name: /^Flu/ }));
      const tooMany = await screen.findByRole('dialog', { name: 'Too many vaccines selected' });
      await user.click(within(tooMany).getByRole('button', { name: 'OK' }));
      expect(await screen.findByRole('checkbox', { name: /^Flu/ })).not.toBeChecked();

      await user.click(screen.getByRole('checkbox', { name: 'Pneumococcal pneumonia' }));
      await user.click(screen.getByRole('checkbox', { name: 'RSV' }));
      const conflict = await screen.findByRole('dialog', { name: 'Choose one of these vaccines' });
      await user.click(within(conflict).getByRole('button', { name: 'Continue with RSV' }));
      expect(await screen.findByRole('checkbox', { name: 'RSV' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'COVID-19' })).not.toBeChecked();

      await user.click(await screen.findByRole('button', { name: 'Book for 18 and over' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Is the person getting vaccinated pregnant?' }),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/schedule/pregnancy');
      expect(screen.getByRole('banner')).toHaveTextContent('RSV');
    },
  );

  it('explains that flu is out of season in July and offers to sign up for updates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 6, 15, 12));
    const user = userEvent.setup();
    renderApp('/schedule');
    const flu = await screen.findByRole('checkbox', { name: /^Flu/ }, { timeout: 15_000 });
    expect(flu).toHaveAccessibleDescription('Flu vaccines are offered from October to May.');
    await user.click(flu);
    const modal = await screen.findByRole('dialog', { name: 'Flu vaccines are out of season' });
    expect(modal).toHaveTextContent('Come back in August');
    expect(within(modal).getByRole('link', { name: 'Sign up for updates' })).toHaveAttribute('href', '/sign-up');
    expect(flu).not.toBeChecked();
  });

  it('sends a jump ahead to a step not yet reached back to the landing', async () => {
    const app = renderApp('/schedule/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a vaccine appointment' })).toBeInTheDocument();
    expect(app.location()).toBe('/schedule');
  });

  it('takes a services deeplink and shows the checkboxes in the order asked for', async () => {
    renderApp(
      `/schedule?order=rsv,flu&services=${encodeURIComponent(JSON.stringify([{ kind: 'pneumococcal' }, { kind: 'flu' }, { kind: 'rsv' }]))}`,
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Pneumococcal pneumonia' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /^Flu/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'RSV' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox').map((box) => box.id)).toEqual([
      'vaccine-rsv',
      'vaccine-flu',
      'vaccine-covid_19',
      'vaccine-pneumococcal',
    ]);
  });
});

describe('the patient details form', () => {
  async function openForm() {
    storeFlow({ until: 'patientInfo', held: heldSlot({ webAddress: null, phoneNumber: null }) });
    const user = userEvent.setup();
    const app = renderApp('/schedule/info');
    await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 15_000 });
    return { user, app };
  }
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

  it('says what to enter in every empty required field, lists those problems and focuses the first', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('First name')).toHaveFocus());
    for (const [name, message] of [
      ['First name', 'Enter your first name'],
      ['Last name', 'Enter your last name'],
      ['Date of birth', 'Enter your date of birth, for example 03/27/1980'],
      ['Address line 1', 'Enter your street address'],
      ['City', 'Enter your town or city'],
      ['State', 'Enter your state'],
      ['ZIP code', 'Enter your ZIP code'],
      ['Email', 'Enter your email address'],
    ]) {
      expect(field(name!)).toHaveAccessibleDescription(new RegExp(message!));
    }
    expect(screen.getByRole('group', { name: 'Sex' })).toHaveAccessibleDescription(
      'Select the sex on your health insurance or ID',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Some fields are invalid');
    expect(field(/Phone number/)).not.toHaveAccessibleDescription(/Enter/);
    expectPlainWords(renderedMessages(), 'the empty patient form');
  });

  it('shows each format message for the input that breaks it', async () => {
    const { user } = await openForm();
    await user.type(field('First name'), 'A'.repeat(51));
    await user.type(field('Date of birth'), '13452000');
    await user.type(field('Email'), 'ana@example');
    await user.type(field(/Phone number/), '1115550100');
    await user.type(field('State'), 'N1');
    await user.type(field('ZIP code'), '1000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription('Enter 50 characters or fewer'));
    expect(field('Date of birth')).toHaveValue('13/45/2000');
    expect(field('Date of birth')).toHaveAccessibleDescription(/Enter a real date of birth, for example 03\/27\/1980/);
    expect(field('Email')).toHaveAccessibleDescription(
      /Enter an email address in the correct format, like name@example.com/,
    );
    expect(field(/Phone number/)).toHaveValue('(111) 555-0100');
    expect(field(/Phone number/)).toHaveAccessibleDescription(/Enter a US phone number with its area code/);
    expect(field('State')).toHaveAccessibleDescription(/Enter the two-letter state code, like NY/);
    expect(field('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code, like 10001');
    expectPlainWords(renderedMessages(), 'the patient form with wrong answers');
  });

  it('refuses a date of birth in the future or before 1900, and anyone under 18', async () => {
    const { user } = await openForm();
    await user.type(field('Date of birth'), '01011899');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('Date of birth')).toHaveAccessibleDescription(/Date of birth must be after 1900/));
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), `0101${new Date().getFullYear() + 1}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(field('Date of birth')).toHaveAccessibleDescription(/Date of birth must be in the past/),
    );

    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), `0101${new Date().getFullYear() - 10}`);
    for (const [name, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Ruiz'],
      ['Address line 1', '1 Main St'],
      ['City', 'New York'],
      ['State', 'NY'],
      ['ZIP code', '10001'],
      ['Email', 'ana@example.com'],
    ]) {
      await user.type(field(name!), value!);
    }
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Must be 18+ to book online. A parent or guardian can book for a minor.'),
    ).toBeInTheDocument();
  });

  it('goes on to review with valid details and a pasted +1 phone number', async () => {
    const { user, app } = await openForm();
    for (const [name, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Ruiz'],
      ['Date of birth', '03271960'],
      ['Address line 1', '1 Main St'],
      ['City', 'New York'],
      ['State', 'NY'],
      ['ZIP code', '10001'],
      ['Email', 'ana@example.com'],
    ]) {
      await user.type(field(name!), value!);
    }
    await user.click(field(/Phone number/));
    await user.paste('+1 212 555 0100');
    expect(field(/Phone number/)).toHaveValue('(212) 555-0100');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/schedule/review');
    // The details live in session storage only, never in the address, as typed (the mask kept for coming back).
    const stored = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
      snapshot: { context: { patientForm: Record<string, string> } };
    };
    expect(stored.snapshot.context.patientForm).toMatchObject({
      email: 'ana@example.com',
      phone: '(212) 555-0100',
      dateOfBirth: '03/27/1960',
    });
  });

  it('keeps an empty phone number as no phone number', async () => {
    const { user } = await openForm();
    for (const [name, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Ruiz'],
      ['Date of birth', '03271960'],
      ['Address line 1', '1 Main St'],
      ['City', 'New York'],
      ['State', 'NY'],
      ['ZIP code', '10001'],
      ['Email', 'ana@example.com'],
    ]) {
      await user.type(field(name!), value!);
    }
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /text messages/ })).not.toBeInTheDocument();
    const stored = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
      snapshot: { context: { patientForm: Record<string, string> } };
    };
    expect(stored.snapshot.context.patientForm.phone).toBe('');
  });

  it('requires the phone number at a Walmart, says why, and goes on once one is given', async () => {
    const walmart = heldSlot({ webAddress: null, phoneNumber: null });
    storeFlow({ until: 'patientInfo', held: { ...walmart, location: { ...walmart.location, retailer: 'walmart' } } });
    const user = userEvent.setup();
    renderApp('/schedule/info');
    await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 15_000 });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAccessibleDescription(/This pharmacy books only with a phone number/);
    for (const [name, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Ruiz'],
      ['Date of birth', '03271960'],
      ['Address line 1', '1 Main St'],
      ['City', 'New York'],
      ['State', 'NY'],
      ['ZIP code', '10001'],
      ['Email', 'ana@example.com'],
    ]) {
      await user.type(field(name!), value!);
    }
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(
      /This pharmacy needs a phone number to book\. Enter a phone number where it can reach you\./,
    );
    await user.type(phone, '2125550100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }),
    ).toBeInTheDocument();
  });
});
