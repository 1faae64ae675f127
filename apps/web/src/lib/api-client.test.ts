import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, toQueryString } from './api-client.ts';

describe('toQueryString', () => {
  it('writes lists in bracket format, map corners as nested keys, and services as JSON', () => {
    const text = toQueryString({
      latitude: 40.75,
      retailers: ['cvs', 'walmart'],
      sw: { lat: 40.7, lng: -74 },
      services: [{ kind: 'flu', ageMin: 18, ageMax: 64 }],
      page: undefined,
    });
    const params = new URLSearchParams(text.slice(1));
    expect(params.get('latitude')).toBe('40.75');
    expect(params.getAll('retailers[]')).toEqual(['cvs', 'walmart']);
    expect(params.get('sw[lat]')).toBe('40.7');
    expect(JSON.parse(params.get('services')!)).toEqual([{ kind: 'flu', ageMin: 18, ageMax: 64 }]);
    expect(params.has('page')).toBe(false);
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the server errors to the caller, codes and fields included', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: [{ code: 'TIME_SLOT_TAKEN', message: 'Taken' }] }), { status: 409 }),
      ),
    );
    const error = await apiRequest('POST', '/reservations', { body: { timeSlotId: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).codes).toEqual(['TIME_SLOT_TAKEN']);
  });

  it('sends the bot-check token in its header and answers the data', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/reminders/batch_create', { body: {}, botCheckToken: 'proof' })).resolves.toEqual({
      ok: true,
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['x-bot-check-token']).toBe('proof');
  });
});
