import { UnauthorizedError } from 'centrifuge';
import { describe, expect, it, vi } from 'vitest';
import {
  AUTHORIZE_PATH,
  browserPost,
  createRealtimeConnection,
  fetchConnectionToken,
  fetchSubscriptionToken,
  needsTokenReset,
  realtimeTransports,
  TOKEN_PATH,
  websocketUrl,
  type AuthStatus,
  type Post,
} from './connection';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('token adapters', () => {
  it('asks /websocket/authorize for exactly the channel being subscribed', async () => {
    const post = vi.fn<Post>(async () =>
      json(200, { channels: [{ channel: '$private:pt:9', token: 'sub-jwt' }] }),
    );
    await expect(fetchSubscriptionToken(post, '$private:pt:9')).resolves.toBe('sub-jwt');
    expect(post).toHaveBeenCalledWith(AUTHORIZE_PATH, { channels: ['$private:pt:9'] });
  });

  it('treats a refusal as final (unauthorized), and other failures as retryable', async () => {
    for (const status of [401, 403])
      await expect(
        fetchSubscriptionToken(async () => json(status, {}), '$private:pt:9'),
      ).rejects.toBeInstanceOf(UnauthorizedError);
    const retryable = fetchSubscriptionToken(async () => json(503, {}), '$private:pt:9');
    await expect(retryable).rejects.toThrow('answered 503');
    await expect(retryable).rejects.not.toBeInstanceOf(UnauthorizedError);
  });

  it('gets the connection token from /websocket/token', async () => {
    const post = vi.fn<Post>(async () => json(200, { token: 'conn-jwt' }));
    await expect(fetchConnectionToken(post)).resolves.toBe('conn-jwt');
    expect(post).toHaveBeenCalledWith(TOKEN_PATH);
  });

  it('posts same-origin with the CSRF cookie echoed in X-CSRF-Token', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, {}));
    await browserPost(fetchImpl, () => 'a=1; csrf_token=abc%3D; b=2')(AUTHORIZE_PATH, {
      channels: [],
    });
    const [path, init] = fetchImpl.mock.calls[0]!;
    expect(path).toBe(AUTHORIZE_PATH);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-csrf-token': 'abc=', 'content-type': 'application/json' },
      body: '{"channels":[]}',
    });
  });
});

describe('connection', () => {
  it('shares the page origin', () => {
    expect(websocketUrl('https://bet.example.com/en/live')).toBe(
      'wss://bet.example.com/connection/websocket',
    );
    expect(websocketUrl('http://localhost:3000')).toBe('ws://localhost:3000/connection/websocket');
  });

  it('falls back from the websocket to HTTP streaming, then SSE, on the origin (issue 25)', () => {
    expect(realtimeTransports('https://bet.example.com/en/live')).toEqual({
      transports: [
        { transport: 'websocket', endpoint: 'wss://bet.example.com/connection/websocket' },
        { transport: 'http_stream', endpoint: 'https://bet.example.com/connection/http_stream' },
        { transport: 'sse', endpoint: 'https://bet.example.com/connection/sse' },
      ],
      emulationEndpoint: 'https://bet.example.com/emulation',
    });
  });

  it('resets the token on sign-in and sign-out only (shell 4.5)', () => {
    const table: Array<[AuthStatus, AuthStatus, boolean]> = [
      ['unknown', 'logged_in', true],
      ['not_logged_in', 'logged_in', true],
      ['logged_in', 'not_logged_in', true],
      ['unknown', 'not_logged_in', false],
      ['logged_in', 'logged_in', false],
      ['not_logged_in', 'not_logged_in', false],
      ['logged_in', 'unknown', false],
    ];
    for (const [from, to, reset] of table) expect(needsTokenReset(from, to)).toBe(reset);
  });

  it('shares one subscription between listeners of a channel, and drops it after the last', () => {
    const rt = createRealtimeConnection({
      origin: 'http://localhost:3000',
      post: async () => json(200, {}),
    });
    const off1 = rt.listen('public:en', () => {});
    const off2 = rt.listen('public:en', () => {});
    expect(rt.client.getSubscription('public:en')).not.toBeNull();
    off1();
    expect(rt.client.getSubscription('public:en')).not.toBeNull();
    off2();
    expect(rt.client.getSubscription('public:en')).toBeNull();
    rt.close();
  });

  it('asks for fossil deltas while the delta_compression flag is on (issue 25)', () => {
    let on = false;
    const rt = createRealtimeConnection({
      origin: 'http://localhost:3000',
      post: async () => json(200, {}),
      delta: () => on,
    });
    const deltaOf = (channel: string) =>
      (rt.client.getSubscription(channel) as unknown as { _delta: string })._delta;
    rt.listen('public:en', () => {});
    on = true;
    rt.listen('public:en:match:1', () => {});
    expect(deltaOf('public:en')).toBe('');
    expect(deltaOf('public:en:match:1')).toBe('fossil');
    rt.close();
  });
});
