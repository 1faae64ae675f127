import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SURVEY_STATE_VERSION,
  SURVEY_STORAGE_KEY,
  surveyMachine,
  type SurveyEvent,
} from '@vaxnear/domain/survey/survey.machine';
import { seasonVariables } from '../../lib/i18n.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(async () => {
  // Unmounting the app is the person leaving the survey: let that settle before the next test starts its own.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

const storedSurvey = () => JSON.parse(window.sessionStorage.getItem(SURVEY_STORAGE_KEY) ?? 'null')?.snapshot;

/** A survey this tab already started (as after a reload): the answers given so far, in session storage. */
function surveyInStorage(...events: SurveyEvent[]) {
  const actor = createActor(surveyMachine, { input: { externalId: 'm-1' } }).start();
  for (const event of events) actor.send(event);
  window.sessionStorage.setItem(
    SURVEY_STORAGE_KEY,
    JSON.stringify({ version: SURVEY_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }),
  );
}

async function answer(user: ReturnType<typeof userEvent.setup>, heading: string, option: string) {
  await screen.findByRole('heading', { level: 1, name: heading });
  await user.click(screen.getByRole('radio', { name: option }));
}

describe('the fall 2025 survey', () => {
  it('sends the survey root to the first question, keeping the external id from the link', async () => {
    const app = renderApp('/survey/fall2025?mtdb=m-77');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get a COVID-19 vaccine this fall?' });
    expect(app.location()).toBe('/survey/fall2025/covid19?mtdb=m-77');
    expect(storedSurvey().context.externalId).toBe('m-77');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('takes the id from external-id too, and sends an unknown step to the first question', async () => {
    const app = renderApp('/survey/fall2025/flu?external-id=e-5');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get a COVID-19 vaccine this fall?' });
    expect(app.location()).toBe('/survey/fall2025/covid19?external-id=e-5');
    expect(storedSurvey().context.externalId).toBe('e-5');
  });

  it('moves on as soon as an option is clicked, and goes back with the answer kept and Continue shown', async () => {
    const user = userEvent.setup();
    const app = renderApp('/survey/fall2025/covid19');
    await answer(user, 'Do you plan to get a COVID-19 vaccine this fall?', 'Yes');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get an RSV vaccine this fall?' });
    expect(app.location()).toBe('/survey/fall2025/rsv');
    // One bar in the header, one above the page for phones; the style sheet shows one of them.
    expect(screen.getAllByRole('progressbar', { name: 'Survey progress: step 2 of 4' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get a COVID-19 vaccine this fall?' });
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get an RSV vaccine this fall?' });
  });

  it('selects without moving on when the choice is made with the keyboard, then continues with Enter', async () => {
    const user = userEvent.setup();
    const app = renderApp('/survey/fall2025/covid19');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get a COVID-19 vaccine this fall?' });
    screen.getByRole('radio', { name: 'Yes' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(app.location()).toBe('/survey/fall2025/covid19');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get an RSV vaccine this fall?' });
  });

  it('shows a summary of the three answers on the confirmation page', async () => {
    const user = userEvent.setup();
    const app = renderApp('/survey/fall2025/covid19');
    await answer(user, 'Do you plan to get a COVID-19 vaccine this fall?', 'No');
    await answer(user, 'Do you plan to get an RSV vaccine this fall?', "I'm not sure");
    await answer(
      user,
      'Do you plan to get a pneumococcal vaccine this fall?',
      "I'm waiting to find out if I'm eligible",
    );
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
    expect(app.location()).toBe('/survey/fall2025/confirmation');
    const summary = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(summary).toEqual(['No', "I'm not sure", "I'm waiting to find out if I'm eligible"]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /privacy/ })).toHaveLength(2);
  });

  it('sends a confirmation opened before every question is answered back to the first question, reset', async () => {
    surveyInStorage({ type: 'NEXT', value: true });
    const app = renderApp('/survey/fall2025/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get a COVID-19 vaccine this fall?' });
    expect(app.location()).toBe('/survey/fall2025/covid19');
    expect(storedSurvey().context.answers).toEqual({});
  });

  it('picks up a survey in progress after a reload on its current question', async () => {
    surveyInStorage({ type: 'NEXT', value: true });
    renderApp('/survey/fall2025/rsv');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get an RSV vaccine this fall?' });
    expect(storedSurvey().context.answers).toEqual({ covid19: true });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('resets a survey in progress when the person leaves the survey pages', async () => {
    surveyInStorage({ type: 'NEXT', value: true });
    const app = renderApp('/survey/fall2025/rsv');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get an RSV vaccine this fall?' });
    await app.router.navigate('/eligibility');
    await waitFor(() => expect(storedSurvey().context.answers).toEqual({}));
  });

  it('starts again at the first question when a later question is opened out of turn', async () => {
    const user = userEvent.setup();
    const app = renderApp('/survey/fall2025/covid19');
    await answer(user, 'Do you plan to get a COVID-19 vaccine this fall?', 'Yes');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get an RSV vaccine this fall?' });
    await app.router.navigate('/survey/fall2025/pneumococcal');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get a COVID-19 vaccine this fall?' });
    expect(app.location()).toBe('/survey/fall2025/covid19');
    expect(storedSurvey().context.answers).toEqual({});
  });

  it('resets on resetQuiz=true', async () => {
    const user = userEvent.setup();
    const app = renderApp('/survey/fall2025/covid19');
    await answer(user, 'Do you plan to get a COVID-19 vaccine this fall?', 'Yes');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get an RSV vaccine this fall?' });
    await app.router.navigate('/survey/fall2025/rsv?resetQuiz=true');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get a COVID-19 vaccine this fall?' });
    expect(storedSurvey().context.answers).toEqual({});
  });

  it('opens the completed page directly with the survey reset, without the menu or skip link, and links to the quiz', async () => {
    surveyInStorage({ type: 'NEXT', value: true });
    renderApp('/survey/fall2025/completed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Thank you for taking the survey');
    expect(storedSurvey().context.answers).toEqual({});
    expect(screen.queryByRole('link', { name: /skip to main/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your vaccine eligibility' })).toHaveAttribute(
      'href',
      '/eligibility',
    );
  });

  it('keeps the menu but drops the footer language switch and shows the survey copyright on question pages', async () => {
    renderApp('/survey/fall2025/covid19');
    await screen.findByRole('heading', { level: 1, name: 'Do you plan to get a COVID-19 vaccine this fall?' });
    expect(screen.getByRole('button', { name: /menu/i })).toBeInTheDocument();
    // The survey names the season of today's date, never a fixed year.
    const { seasonStart, seasonEnd } = seasonVariables();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `Vaccine survey ${seasonStart} to ${seasonEnd}. Answers are used only`,
    );
    expect(screen.getByRole('contentinfo').querySelector('.site-footer__languages')).toBeNull();
  });
});
