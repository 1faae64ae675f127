import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

async function enterAge(user: ReturnType<typeof userEvent.setup>, age: string, unit: 'Years' | 'Months' = 'Years') {
  await user.type(await screen.findByLabelText('How old is the person getting vaccinated?'), age);
  await user.click(screen.getByRole('radio', { name: unit }));
  await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
}

describe('the eligibility quiz', () => {
  it('asks the age first and explains an empty, too young or unreadable answer', async () => {
    const user = userEvent.setup();
    renderApp('/eligibility');
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(
      screen.getByRole('textbox', { name: 'How old is the person getting vaccinated?' }),
    ).toHaveAccessibleDescription(/Enter your age to start the quiz\./);

    await enterAge(user, '5', 'Months');
    expect(screen.getByRole('alert')).toHaveTextContent('The quiz is intended for individuals 6 months or older.');

    await user.clear(screen.getByRole('textbox'));
    await enterAge(user, 'forty');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid age');
  });

  it('walks a 72-year-old from age to results and offers to book the vaccines they can get', async () => {
    // In flu season, whatever day the suite runs: out of season, flu would be left out with its own reason.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-11-24T12:00:00Z');
    const user = userEvent.setup();
    const app = renderApp('/eligibility');
    await enterAge(user, '72');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Have you had a flu vaccine this season?' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/eligibility/flu');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an option');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Have you had a flu vaccine this season?' })).toHaveAccessibleDescription(
      /Please select an option/,
    );
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Have you had a COVID-19 vaccine this season?' });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Have you ever had an RSV vaccine?' });
    expect(app.location()).toBe('/eligibility/rsv');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Have you ever had a pneumococcal vaccine?' });
    await user.click(screen.getByRole('radio', { name: 'Not sure' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // 72 without a condition: RSV depends on one, so the conditions page comes next.
    await screen.findByRole('heading', { level: 1, name: 'Do any of these conditions apply to you?' });
    await user.click(screen.getByRole('checkbox', { name: 'Diabetes (type 1 or type 2)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Your results' });
    expect(app.location()).toBe('/eligibility/results');
    const rsv = screen.getByRole('heading', { level: 2, name: 'RSV' }).closest('li');
    expect(rsv).toHaveTextContent('Eligible');
    expect(screen.getByRole('heading', { level: 2, name: 'Pneumococcal' }).closest('li')).toHaveTextContent(
      'May be eligible',
    );
    const book = screen.getByRole('link', { name: /^Book / });
    const services = new URL(book.getAttribute('href') ?? '', 'http://x').searchParams.get('services');
    // One appointment takes two vaccines and never RSV with COVID-19: RSV, recommended because of the diabetes, stays.
    expect(JSON.parse(services ?? '[]')).toEqual([{ kind: 'flu' }, { kind: 'rsv' }]);
    expect(book).toHaveTextContent('Book Flu and RSV');
    expect(
      screen.getByText(
        'COVID-19 is not included: COVID-19 and RSV vaccines cannot be booked in the same appointment. You can book it in a separate appointment.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Pneumococcal is not included: one appointment can have at most two vaccines. You can book it in a separate appointment.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a 6-month-old nothing to book online, and says why', async () => {
    const user = userEvent.setup();
    renderApp('/eligibility');
    await enterAge(user, '6', 'Months');
    await screen.findByRole('heading', { level: 1, name: 'Have you had a flu vaccine this season?' });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Have you had a COVID-19 vaccine this season?' });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Your results' });
    expect(screen.queryByRole('link', { name: /^Book / })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Children under 3 cannot be booked online. Ask your child's doctor or a clinic about this vaccine: Flu.",
      ),
    ).toBeInTheDocument();
  });

  it('goes back to the previous question with its answer kept', async () => {
    const user = userEvent.setup();
    const app = renderApp('/eligibility');
    await enterAge(user, '30');
    await screen.findByRole('heading', { level: 1, name: 'Have you had a flu vaccine this season?' });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Have you had a COVID-19 vaccine this season?' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Have you had a flu vaccine this season?' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/eligibility/flu');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('sends a question reached without answers, and results without data, back to the age question', async () => {
    const first = renderApp('/eligibility/pre-existing');
    await screen.findByRole('heading', { level: 1, name: 'Check which vaccines are recommended for you' });
    expect(first.location()).toBe('/eligibility');
    first.unmount();

    const second = renderApp('/eligibility/results');
    await screen.findByRole('heading', { level: 1, name: 'Check which vaccines are recommended for you' });
    expect(second.location()).toBe('/eligibility');
    second.unmount();

    const third = renderApp('/eligibility/eligibility/flu');
    await waitFor(() => expect(third.location()).toBe('/eligibility'));
  });

  it('shows page-not-found for an unknown question', async () => {
    renderApp('/eligibility/measles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('ignores a stored quiz it cannot read', async () => {
    window.sessionStorage.setItem('vaxnear.quiz', '{not json');
    renderApp('/eligibility');
    expect(await screen.findByRole('textbox', { name: 'How old is the person getting vaccinated?' })).toHaveValue('');
  });

  it('asks in Spanish under /es', async () => {
    const user = userEvent.setup();
    const app = renderApp('/es/eligibility');
    await user.type(await screen.findByLabelText('¿Qué edad tiene la persona que se vacunará?'), '40');
    await user.click(screen.getByRole('button', { name: 'Comenzar el cuestionario' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Se ha vacunado contra la gripe esta temporada?' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/es/eligibility/flu');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Seleccione una opción');
  });
});
