import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeSendReport, type ReportEvent } from '@sb/domain';
import { api } from '../api/http-client';
import { iconSpriteFailure } from './icon-check';
import { reportError, setReportSink } from './report-error';

// Issue 23, shell 8: server failures of the API reach the reporter with their exchange (after it
// loads, what failed before waits); a refusal does not; a broken icon sprite is named by type.

afterEach(() => {
  vi.unstubAllGlobals();
  setReportSink(null);
});

const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="sport-soccer" viewBox="0 0 24 24"><circle r="9"/></symbol></svg>';

describe('icon sprite check', () => {
  const answer = (body: string, status = 200) =>
    vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

  it('finds nothing wrong with a sprite of symbols', async () => {
    expect(await iconSpriteFailure('/icons.svg?version=abc', answer(SPRITE))).toBeNull();
  });

  it('names a network failure, an HTTP status and a file that is no sprite', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await iconSpriteFailure('/icons.svg', offline)).toEqual({ type: 'network' });
    expect(await iconSpriteFailure('/icons.svg', answer('gone', 404))).toEqual({
      type: 'http',
      status: 404,
    });
    expect(await iconSpriteFailure('/icons.svg', answer('<!doctype html><html>'))).toEqual({
      type: 'invalid',
    });
  });
});

describe('reporting API failures', () => {
  it('reports a 500 with its URL and bodies once the reporter loads, and not a 400', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/bad')
          ? new Response('{"error":{"code":400,"key":"error.validation.invalid_request"}}', {
              status: 400,
            })
          : new Response('{"error":{"code":500,"key":"error.internal"}}', { status: 500 }),
      ),
    );
    await expect(api('POST', '/api/bad', { body: { a: 1 } })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      api('POST', '/api/sportsbook/v3/bets', { body: { bets: [{ stake: 100 }] } }),
    ).rejects.toMatchObject({ status: 500 });
    setReportSink((e) => reported.push(e));
    expect(reported).toHaveLength(1);
    const sent = beforeSendReport<ReportEvent>(
      { exception: { values: [{ type: 'ApiError', value: 'x' }] } },
      { originalException: reported[0] },
    );
    expect(sent?.extra).toMatchObject({
      response_url: '/api/sportsbook/v3/bets',
      response_status: 500,
      response_body: '{"error":{"code":500,"key":"error.internal"}}',
      request_body: { bets: [{ stake: 100 }] },
    });
  });

  it('keeps at most 20 errors waiting, and none when reporting is off', () => {
    for (let i = 0; i < 30; i++) reportError(new Error(`e${i}`));
    const got: unknown[] = [];
    setReportSink((e) => got.push(e));
    expect(got).toHaveLength(20);
    setReportSink(null);
    reportError(new Error('late'));
    const again: unknown[] = [];
    setReportSink((e) => again.push(e));
    expect(again).toHaveLength(1);
  });
});
