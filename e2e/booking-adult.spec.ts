import { expect, test } from './test.ts';
import { bookAndConfirm } from './confirm-booking.ts';
import { holdFirstLocationSlot } from './choose-appointment.ts';
import { expectNoAxeViolations } from './axe.ts';
import { checkPage, checkModal, tabTo, press } from './page-checks.ts';
import { anaRuiz, fillPatientForm } from './patient-form.ts';

// The adult booking flow of issue #4 against the real server and database (BOT_CHECK=off on the server, but the
// widget still runs in the page): once in English with the mouse, once in Spanish with the keyboard only.

test.describe('booking an adult appointment', () => {
  test('in English with the mouse: COVID-19 and flu near 10001', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/schedule');
    await checkPage(page, 'Book a vaccine appointment', 'booking-en-landing');

    await page.getByRole('button', { name: 'Book for 18 and over' }).click();
    await expect(page.getByText('Minimum one selection')).toBeVisible();
    await page.getByRole('checkbox', { name: 'COVID-19' }).check();
    await page.getByRole('checkbox', { name: 'RSV' }).click();
    const conflict = await checkModal(page, 'Choose one of these vaccines', 'booking-en-modal-rsv-covid');
    await conflict.getByRole('button', { name: 'Continue with COVID-19' }).click();
    await page.getByRole('checkbox', { name: /^Flu/ }).check();
    await page.getByRole('checkbox', { name: 'Pneumococcal pneumonia' }).click();
    const tooMany = await checkModal(page, 'Too many vaccines selected', 'booking-en-modal-too-many');
    await tooMany.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('checkbox', { name: 'Pneumococcal pneumonia' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Book for 18 and over' }).click();

    await expect(page).toHaveURL('/schedule/brand/covid_19');
    await expect(page.getByRole('banner')).toContainText('COVID-19 + Flu');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await checkPage(page, 'Which COVID-19 vaccine brand do you prefer?', 'booking-en-brand-covid');
    // Choosing Novavax changes nothing on the page (arrowing through the brands must not open a dialog); Continue
    // opens its information; cancelling there leaves no brand chosen and is tracked.
    await page.getByRole('radio', { name: 'Novavax' }).check();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    const novavax = await checkModal(page, 'About the Novavax vaccine', 'booking-en-modal-novavax');
    await novavax.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('radio', { name: 'Novavax' })).not.toBeChecked();
    expect(
      await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])),
    ).toContain('"form_field":"novavax.cancel"');
    await page.getByRole('radio', { name: 'Pfizer' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/schedule/search');
    await checkPage(page, 'Where do you want to get vaccinated?', 'booking-en-search');
    // The browser's back button returns to the brand page with the choice kept, and forward again.
    await page.goBack();
    await expect(page).toHaveURL('/schedule/brand/covid_19');
    await expect(page.getByRole('radio', { name: 'Pfizer' })).toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL('/schedule/search');

    const searchBox = page.getByRole('combobox', { name: 'Address, city or ZIP code' });
    await searchBox.fill('1000');
    await expect(page.getByRole('option', { name: '10001' })).toBeVisible();
    await expectNoAxeViolations(page, 'search suggestions');
    await page.getByRole('option', { name: '10001' }).click();

    await expect(page).toHaveURL('/schedule/results');
    // New York lets pharmacies give COVID-19 with a prescription only (docs/product/booking-flow.md, Location
    // restrictions).
    const prescription = await checkModal(page, 'A prescription is needed', 'booking-en-modal-prescription');
    await prescription.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an appointment' })).toBeVisible();
    await holdFirstLocationSlot(page, {
      beforeOpening: () => checkPage(page, 'Choose an appointment', 'booking-en-results'),
    });

    await expect(page).toHaveURL('/schedule/appointment-summary');
    await checkPage(page, 'Does this look right?', 'booking-en-summary');
    // Where the appointment is: the address and directions from the searched ZIP to the pharmacy.
    const directions = new URL((await page.getByRole('link', { name: /Get directions/ }).getAttribute('href')) ?? '');
    expect(directions.searchParams.get('origin')).toBe('10001');
    expect(directions.searchParams.get('destination')).toMatch(/^-?\d+\.\d+,-?\d+\.\d+$/);
    await expect(page.locator('.hold-timer')).toContainText(/You have \d+ minutes? left to finish booking/);
    // The pharmacy is marked on a small map, decoration beside the written address: hidden from screen readers.
    await expect(page.locator('.place-map .map-marker')).toBeVisible();
    await expect(page.locator('.place-map')).toHaveAttribute('aria-hidden', 'true');
    // The logo mid-flow asks before leaving; Escape stays, and so does "Stay", with the hold and the page kept.
    await page.getByRole('link', { name: /Vaxnear/ }).click();
    await checkModal(page, 'Leave your booking?', 'booking-en-modal-leave');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave your booking?' });
    await leave.getByRole('button', { name: 'Stay and keep booking' }).click();
    await expect(leave).toHaveCount(0);
    await expect(page).toHaveURL('/schedule/appointment-summary');
    await expect(page.locator('.hold-timer')).toContainText(/You have \d+ minutes? left to finish booking/);
    await page.getByRole('button', { name: 'Yes, continue' }).click();

    await expect(page).toHaveURL('/schedule/info');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(page.getByText('There is a problem')).toBeVisible();
    await checkPage(page, 'Your details', 'booking-en-patient-errors');
    await fillPatientForm(page, { ...anaRuiz, phone: '2125550100' });
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/27/1958');
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveValue('(212) 555-0100');
    await page.getByRole('button', { name: 'Continue' }).click();
    // A 68-year-old booking COVID-19 is asked to confirm they have a condition that puts them at risk.
    const acknowledgement = page.getByRole('checkbox', { name: /I understand and want to book the COVID-19 vaccine/ });
    // The eligibility check answers asynchronously: wait for its outcome, the warning or the next page, before choosing.
    await expect(
      acknowledgement.or(page.getByRole('heading', { level: 1, name: 'Check and book your appointment' })),
    ).toBeVisible({ timeout: 30_000 });
    if (await acknowledgement.isVisible()) {
      await checkPage(page, 'Your details', 'booking-en-patient-warning');
      await acknowledgement.check();
      await page.getByRole('button', { name: 'Continue' }).click();
    }

    await expect(page).toHaveURL('/schedule/review');
    const book = page.getByRole('button', { name: 'Confirm and book' });
    await expect(book).toBeEnabled({ timeout: 30_000 });
    await checkPage(page, 'Check and book your appointment', 'booking-en-review');
    // Check your answers: the brand chosen has its Change link; the brand step lists what the held pharmacy offers,
    // and its Continue comes back here.
    const vaccinesLine = page.locator('.summary-list dd').filter({ hasText: 'COVID-19 (Pfizer), Flu' });
    await vaccinesLine.getByRole('button', { name: 'Change the COVID-19 brand' }).click();
    await expect(page).toHaveURL('/schedule/brand/covid_19');
    await expect(page.getByText(/Your time is held at .+: only the brands it offers are listed\./)).toBeVisible();
    await checkPage(page, 'Which COVID-19 vaccine brand do you prefer?', 'booking-en-brand-change');
    await expect(page.getByRole('radio', { name: 'Pfizer' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/schedule/review');
    await expect(book).toBeEnabled({ timeout: 30_000 });
    await expect(vaccinesLine).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /text messages/ })).not.toBeChecked();
    // Two separate optional permissions, neither ticked, and the data-use authorization in its own dialog.
    await expect(page.getByRole('checkbox', { name: /receive e-mails about vaccines/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /personal and health information/ })).not.toBeChecked();
    await page.getByRole('checkbox', { name: /receive e-mails about vaccines/ }).check();
    await page.getByRole('button', { name: 'Read the authorization to use personal and health information' }).click();
    const dataUse = await checkModal(
      page,
      'Authorization to use personal and health information',
      'booking-en-modal-data-use',
    );
    await dataUse.getByRole('button', { name: 'Close' }).click();
    await book.click();
    await expect(page.getByText('Please accept the Terms of Use to continue')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Terms of Use/ })).toBeFocused();
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    const { sent } = await bookAndConfirm(page, book);
    expect(sent.appointments[0]!.user).toMatchObject({
      marketingCommunications: true,
      marketingCommunicationsWithPhi: false,
    });
    await checkPage(page, 'Your appointment is booked', 'booking-en-confirmation');
    await expect(page.getByText('Ana Ruiz')).toBeVisible();
    const calendarButton = page.getByRole('button', { name: 'Add to calendar' });
    if (await calendarButton.count()) {
      await calendarButton.click();
      const calendar = await checkModal(page, 'Add to your calendar', 'booking-en-modal-calendar');
      await calendar.getByRole('button', { name: 'Close' }).click();
    }
    // Nothing the person typed is in the address.
    expect(page.url()).not.toContain('Ruiz');
    await page.getByRole('button', { name: 'Book another appointment' }).click();
    await expect(page).toHaveURL('/schedule');
    await expect(page.getByRole('checkbox', { name: 'COVID-19' })).not.toBeChecked();
  });

  test('in Spanish with the keyboard only: RSV and flu near Austin, TX', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/es/schedule');
    await checkPage(page, 'Reserve una cita de vacunación', 'booking-es-landing');
    await press(page, page.getByRole('checkbox', { name: 'VRS' }), 'Space');
    await press(page, page.getByRole('checkbox', { name: /^Gripe/ }), 'Space');
    await press(page, page.getByRole('button', { name: 'Reservar para personas de 18 años o más' }));

    await expect(page).toHaveURL('/es/schedule/pregnancy');
    await checkPage(page, '¿Está embarazada la persona que se vacunará?', 'booking-es-pregnancy');
    await press(page, page.getByRole('button', { name: 'Sí', exact: true }));
    await expect(page).toHaveURL('/es/schedule/pregnancy/due-date');
    const dueDate = page.getByLabel('Fecha prevista del parto');
    await tabTo(page, dueDate);
    await page.keyboard.type('01012020');
    await press(page, page.getByRole('button', { name: 'Continuar' }));
    await expect(page.getByText('La fecha ingresada debe ser posterior a la fecha de hoy')).toBeVisible();
    await checkPage(page, '¿Cuál es la fecha prevista del parto?', 'booking-es-due-date-error');
    await press(page, page.getByRole('button', { name: 'Atrás' }));
    await expect(page).toHaveURL('/es/schedule/pregnancy');
    await press(page, page.getByRole('button', { name: 'No', exact: true }));

    await expect(page).toHaveURL('/es/schedule/brand/rsv');
    await checkPage(page, '¿Qué marca de vacuna contra VRS prefiere?', 'booking-es-brand-rsv');
    const noPreference = page.getByRole('radio', { name: 'Sin preferencia' });
    await tabTo(page, page.getByRole('radio').first());
    for (let i = 0; i < 5 && !(await noPreference.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
    await expect(noPreference).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Continuar' }));

    await expect(page).toHaveURL('/es/schedule/search');
    await checkPage(page, '¿Dónde desea vacunarse?', 'booking-es-search');
    await tabTo(page, page.getByRole('combobox', { name: 'Dirección, ciudad o código postal' }));
    await page.keyboard.type('Austin');
    await expect(page.getByRole('option', { name: 'Austin, TX' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/es/schedule/results');
    await holdFirstLocationSlot(page, {
      beforeOpening: () => checkPage(page, 'Elija una cita', 'booking-es-results'),
      press,
      continueLabel: 'Continuar',
    });

    await expect(page).toHaveURL('/es/schedule/appointment-summary');
    await checkPage(page, '¿Es correcto?', 'booking-es-summary');
    await expect(page.locator('.place-map .map-marker')).toBeVisible();
    // By keyboard: the logo asks before leaving, and "Quedarme" keeps the booking.
    await press(page, page.getByRole('link', { name: /Vaxnear/ }));
    const leave = await checkModal(page, '¿Salir de su reserva?', 'booking-es-modal-leave');
    await press(page, leave.getByRole('button', { name: 'Quedarme y seguir reservando' }));
    await expect(leave).toHaveCount(0);
    await expect(page).toHaveURL('/es/schedule/appointment-summary');
    await press(page, page.getByRole('button', { name: 'Sí, continuar' }));

    await expect(page).toHaveURL('/es/schedule/info');
    await checkPage(page, 'Sus datos', 'booking-es-patient');
    await fillPatientForm(
      page,
      {
        firstName: 'José',
        lastName: 'García',
        dateOfBirth: '07041944',
        sex: 'male',
        address1: '1100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        email: 'jose.garcia@example.com',
      },
      { locale: 'es', keyboard: true },
    );
    await expect(page.getByRole('radio', { name: 'Masculino' })).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Continuar' }));

    await expect(page).toHaveURL('/es/schedule/review');
    const book = page.getByRole('button', { name: 'Confirmar y reservar' });
    await expect(book).toBeEnabled({ timeout: 30_000 });
    await checkPage(page, 'Revise y reserve su cita', 'booking-es-review');
    // No phone number: no text-message consent.
    await expect(page.getByRole('checkbox', { name: /mensajes de texto/ })).toHaveCount(0);
    await press(page, page.getByRole('checkbox', { name: /Condiciones de uso/ }), 'Space');
    await bookAndConfirm(page, book, { press, localePrefix: '/es' });
    await checkPage(page, 'Su cita está reservada', 'booking-es-confirmation');
    await press(page, page.getByText('Revise su correo electrónico'));
    await expect(page.getByText(/revise la carpeta de correo no deseado/)).toBeVisible();
  });
});
