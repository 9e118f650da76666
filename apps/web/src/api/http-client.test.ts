import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, api, setUnauthorizedHandler } from './http-client';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
  document.cookie = 'csrf_token=; max-age=0';
});

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('API calls (shell 7.1, 8)', () => {
  it('sends the CSRF cookie back in the header on state-changing calls only', async () => {
    document.cookie = 'csrf_token=tok123';
    const fetchMock = reply(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await api('POST', '/api/x', { body: { a: 1 } });
    await api('GET', '/api/y');
    const headers = (i: number) =>
      (fetchMock.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<
        string,
        string
      >;
    expect(headers(0)['x-csrf-token']).toBe('tok123');
    expect(headers(1)['x-csrf-token']).toBeUndefined();
  });

  it('signs the player out on a 401 anywhere, but not where 401 is an answer', async () => {
    const expired = vi.fn();
    setUnauthorizedHandler(expired);
    vi.stubGlobal(
      'fetch',
      reply(401, { error: { code: 401, key: 'error.unauthorized', message: 'x' } }),
    );
    await expect(api('GET', '/api/sportsbook/v3/bets')).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
    await expect(
      api('POST', '/api/platform/users/sign_in', { allowUnauthorized: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('carries the key and details of a refusal, and tells no answer apart', async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, {
        error: {
          code: 101,
          key: 'error.place_bets.invalid_odds',
          message: 'm',
          details: { a: 'b' },
        },
      }),
    );
    await expect(api('POST', '/api/sportsbook/v3/bets')).rejects.toMatchObject({
      status: 400,
      key: 'error.place_bets.invalid_odds',
      code: 101,
      details: { a: 'b' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api('GET', '/api/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
