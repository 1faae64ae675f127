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

  describe('a read the server refused as too busy', () => {
    afterEach(() => vi.useRealTimers());
    const busy = () =>
      new Response(
        JSON.stringify({ errors: [{ code: 'UNAVAILABLE', message: 'The service is very busy right now.' }] }),
        { status: 503, headers: { 'retry-after': '2' } },
      );
    const found = () => new Response(JSON.stringify({ data: { total: 3 } }), { status: 200 });

    it('is asked again after the Retry-After the server gave, and answers what the second try found', async () => {
      vi.useFakeTimers();
      const fetchMock = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(found());
      vi.stubGlobal('fetch', fetchMock);
      const answer = apiRequest('GET', '/query', { query: { zipCode: '10001' } });
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ total: 3 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('is asked at most three times in all; then the caller gets the 503 to say so', async () => {
      vi.useFakeTimers();
      const fetchMock = vi.fn(async () => busy());
      vi.stubGlobal('fetch', fetchMock);
      const answer = apiRequest('GET', '/query').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000);
      const error = (await answer) as ApiError;
      expect(error.codes).toEqual(['UNAVAILABLE']);
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('is not asked again once the caller gave it up (a new search started)', async () => {
      vi.useFakeTimers();
      const fetchMock = vi.fn(async () => busy());
      vi.stubGlobal('fetch', fetchMock);
      const controller = new AbortController();
      const answer = apiRequest('GET', '/query', { signal: controller.signal }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(500);
      controller.abort();
      expect(((await answer) as Error).name).toBe('AbortError');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('is never a write: a booking answered 503 is not sent again', async () => {
      const fetchMock = vi.fn(async () => busy());
      vi.stubGlobal('fetch', fetchMock);
      const error = (await apiRequest('POST', '/appointments/batch_create', { body: {} }).catch(
        (e: unknown) => e,
      )) as ApiError;
      expect(error.status).toBe(503);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
