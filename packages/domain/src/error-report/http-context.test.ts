import { describe, expect, it } from 'vitest';
import { beforeSendReport } from './before-send';
import type { ReportEvent } from './event';
import { redactBody, REPORT_BODY_LIMIT, withHttpContext } from './http-context';

const event: ReportEvent = {
  exception: { values: [{ type: 'ApiError', value: 'POST /api/sportsbook/v3/bets answered 500' }] },
};

describe('HTTP errors in reports (shell 8)', () => {
  it('attaches the response URL, response body and request body', () => {
    const err = Object.assign(new Error('POST /api/sportsbook/v3/bets answered 500'), {
      status: 500,
      url: 'https://bet.example/api/sportsbook/v3/bets',
      responseBody: '{"error":{"code":500,"key":"error.internal"}}',
      requestBody: { bets: [{ stake: { value: 100 } }] },
    });
    const sent = beforeSendReport(event, { originalException: err });
    expect(sent?.extra).toEqual({
      response_url: 'https://bet.example/api/sportsbook/v3/bets',
      response_status: 500,
      response_body: '{"error":{"code":500,"key":"error.internal"}}',
      request_body: { bets: [{ stake: { value: 100 } }] },
    });
  });

  it('never attaches a password, token or card number the player sent', () => {
    const err = Object.assign(new Error('x'), {
      status: 500,
      url: '/api/platform/users/sign_in',
      requestBody: JSON.stringify({ email: 'a@b.example', password: 'hunter22' }),
    });
    const sent = withHttpContext(event, { originalException: err });
    expect(JSON.stringify(sent.extra)).not.toContain('hunter22');
    expect(redactBody({ card: { number: '4242' }, amount: 5 })).toEqual({
      card: '[redacted]',
      amount: 5,
    });
  });

  it('cuts a long body and leaves errors without an HTTP exchange alone', () => {
    expect((redactBody('x'.repeat(10_000)) as string).length).toBe(REPORT_BODY_LIMIT + 1);
    expect(withHttpContext(event, { originalException: new TypeError('boom') })).toBe(event);
  });

  it('drops what the filters drop', () => {
    expect(beforeSendReport({ message: 'ResizeObserver loop limit exceeded' })).toBeNull();
  });
});
