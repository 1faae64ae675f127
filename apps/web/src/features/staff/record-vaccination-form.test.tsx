import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lot } from '@vaxnear/domain/contracts/staff-counter';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { addDaysToIsoDate } from '@vaxnear/domain/schedule';
import { todayIso } from '../../lib/today.ts';
import { RecordVaccinationForm } from './record-vaccination-form.tsx';

// A small stand-in for the API server: the location's lots, and every record it is sent, answered as the server does.
interface Sent {
  path: string;
  body: Record<string, unknown>;
}
let sent: Sent[];
const LOCATION = 'vgov-cvs-16867-ne';
const today = todayIso();

const lot = (id: string, overrides: Partial<Lot> = {}): Lot => ({
  id,
  locationId: LOCATION,
  kind: 'flu',
  cvx: '88',
  mvx: 'SEQ',
  productName: 'Flu vaccine (the pharmacy chooses the formulation)',
  lotNumber: id.toUpperCase(),
  expiresOn: addDaysToIsoDate(today, 90),
  dosesReceived: 10,
  dosesLeft: 10,
  dosesWasted: 0,
  receivedAt: '2026-11-01T10:00:00.000Z',
  expired: false,
  ...overrides,
});
const LOTS = [
  lot('flu-a'),
  lot('flu-b'),
  lot('flu-old', { expiresOn: addDaysToIsoDate(today, -1), expired: true }),
  lot('flu-gone', { dosesLeft: 0 }),
  lot('covid-a', { kind: 'covid_19', cvx: '309', mvx: 'PFR', productName: 'Comirnaty' }),
];

beforeAll(async () => {
  await loadNamespaces('en', ['common', 'staff', 'staff-counter']);
  await loadNamespaces('es', ['common', 'staff', 'staff-counter']);
});
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace('/api/v1', '');
    let body: unknown = { errors: [{ code: 'NOT_FOUND', message: 'no route' }] };
    let status = 404;
    if ((init.method ?? 'GET') === 'GET' && path === `/staff/locations/${LOCATION}/lots`) {
      body = { data: LOTS.filter((l) => l.dosesLeft > 0) };
      status = 200;
    } else if (init.method === 'POST' && path.endsWith('/vaccinations')) {
      const payload = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path, body: payload });
      const used = LOTS.find((l) => l.id === payload.lotId)!;
      body = {
        data: {
          id: `record-${sent.length}`,
          appointmentId: path.split('/')[5],
          locationId: LOCATION,
          kind: used.kind,
          cvx: used.cvx,
          mvx: used.mvx,
          productName: used.productName,
          lotId: used.id,
          lotNumber: used.lotNumber,
          lotExpiresOn: used.expiresOn,
          doseMl: payload.doseMl,
          route: payload.route,
          site: payload.site ?? null,
          administeredAt: '2026-11-23T14:00:00.000Z',
          recordedAt: '2026-11-23T14:00:00.000Z',
          recordedBy: { id: 'staff-1', name: 'Pat' },
          administeredByName: null,
        },
      };
      status = 201;
    }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  i18n.changeLanguage('en');
});

describe('the record-vaccination form', () => {
  it('offers only lots that can be given for the booked vaccine, and remembers the lot for the session', async () => {
    const user = userEvent.setup();
    const recorded = vi.fn();
    const first = render(
      <RecordVaccinationForm
        locationId={LOCATION}
        appointment={{ id: 'appointment-1', services: [{ kind: 'flu', brand: null }] }}
        onRecorded={recorded}
      />,
    );
    const lotField = await screen.findByRole('combobox', { name: 'Lot' });
    const offered = within(lotField)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Neither the expired lot, nor the empty one, nor the COVID-19 lot for a flu appointment.
    expect(offered).toEqual([
      'Choose the lot',
      expect.stringContaining('Lot FLU-A: 10 left'),
      expect.stringContaining('Lot FLU-B: 10 left'),
    ]);

    // The lot is chosen once: lot, site, record.
    await user.selectOptions(lotField, 'flu-b');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Site' }), 'LD');
    await user.click(screen.getByRole('button', { name: 'Record vaccination' }));
    expect(await screen.findByText('Recorded. The appointment is marked vaccinated.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `/staff/locations/${LOCATION}/appointments/appointment-1/vaccinations`,
        body: { lotId: 'flu-b', doseMl: 0.5, route: 'IM', site: 'LD' },
      },
    ]);
    expect(recorded).toHaveBeenCalledWith([expect.objectContaining({ lotNumber: 'FLU-B' })]);
    first.unmount();

    // The next person of the session: the day list opens the form (one interaction), "Record" is the second.
    render(
      <RecordVaccinationForm
        locationId={LOCATION}
        appointment={{ id: 'appointment-2', services: [{ kind: 'flu', brand: null }] }}
      />,
    );
    const remembered = await screen.findByRole('combobox', { name: 'Lot' });
    await waitFor(() => expect(remembered).toHaveValue('flu-b'));
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('LD');
    await user.click(screen.getByRole('button', { name: 'Record vaccination' }));
    await screen.findByText('Recorded. The appointment is marked vaccinated.');
    expect(sent[1]).toEqual({
      path: `/staff/locations/${LOCATION}/appointments/appointment-2/vaccinations`,
      body: { lotId: 'flu-b', doseMl: 0.5, route: 'IM', site: 'LD' },
    });
  });

  it('records each vaccine of a two-vaccine visit with its own lot in one press, in Spanish too', async () => {
    i18n.changeLanguage('es');
    const user = userEvent.setup();
    render(
      <RecordVaccinationForm
        locationId={LOCATION}
        lots={LOTS}
        appointment={{
          id: 'appointment-3',
          services: [
            { kind: 'covid_19', brand: 'pfizer' },
            { kind: 'flu', brand: null },
          ],
          dateOfBirth: '1958-04-12',
        }}
      />,
    );
    const lots = screen.getAllByRole('combobox', { name: 'Lote' });
    // Only one COVID-19 lot can be given: it is chosen already.
    expect(lots[0]).toHaveValue('covid-a');
    await user.selectOptions(lots[1]!, 'flu-a');
    const sites = screen.getAllByRole('combobox', { name: 'Lugar' });
    await user.selectOptions(sites[0]!, 'LD');
    await user.selectOptions(sites[1]!, 'RD');
    await user.click(screen.getByRole('button', { name: 'Registrar 2 vacunaciones' }));
    expect(await screen.findByText('Registrado. La cita queda como vacunada.')).toBeInTheDocument();
    expect(sent.map((s) => [s.body.lotId, s.body.site, s.body.doseMl])).toEqual([
      ['covid-a', 'LD', 0.3],
      ['flu-a', 'RD', 0.5],
    ]);
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    render(
      <RecordVaccinationForm
        locationId={LOCATION}
        lots={LOTS}
        appointment={{ id: 'appointment-4', services: [{ kind: 'flu', brand: null }] }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Record vaccination' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose the lot' })).toHaveAttribute('href', '#vaccinate-flu-lot');
    expect(within(summary).getByRole('link', { name: 'Choose where it was given' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
