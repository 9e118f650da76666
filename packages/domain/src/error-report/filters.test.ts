import { describe, expect, it } from 'vitest';
import type { ReportEvent, ReportHint } from './event';
import {
  dropReason,
  isCancelledRequest,
  isChunkLoadError,
  isNetworkError,
  isNotFoundTransaction,
  isResizeObserverMessage,
  isScriptElementError,
  isSkipFlagged,
  isTrackingScriptError,
} from './filters';

// Events as the browser SDK builds them (type, value, frames), each filter with a case it drops
// and a real bug it keeps.

function errorEvent(
  type: string,
  value: string,
  files: string[] = ['https://bet.example/_next/static/chunks/pages/_app-1a2b.js'],
): ReportEvent {
  return {
    exception: {
      values: [
        {
          type,
          value,
          stacktrace: { frames: files.map((filename) => ({ filename, abs_path: filename })) },
        },
      ],
    },
  };
}

const hint = (e: unknown): ReportHint => ({ originalException: e });
const bug = errorEvent('TypeError', "Cannot read properties of undefined (reading 'odds')");
const bugHint = hint(new TypeError("Cannot read properties of undefined (reading 'odds')"));

describe('shell 8 report filters', () => {
  it('keeps a real bug', () => {
    expect(dropReason(bug, bugHint)).toBeNull();
  });

  it('drops network errors and the aborted and timeout codes', () => {
    expect(
      isNetworkError(
        errorEvent('TypeError', 'Failed to fetch'),
        hint(new TypeError('Failed to fetch')),
      ),
    ).toBe(true);
    expect(
      isNetworkError(errorEvent('TypeError', 'NetworkError when attempting to fetch resource.')),
    ).toBe(true);
    expect(isNetworkError(errorEvent('TypeError', 'Load failed'))).toBe(true);
    const ours = Object.assign(new Error('network error'), { name: 'NetworkError' });
    expect(isNetworkError(errorEvent('NetworkError', 'network error'), hint(ours))).toBe(true);
    for (const code of ['ERR_NETWORK', 'ECONNABORTED', 'ETIMEDOUT']) {
      const e = Object.assign(new Error('timeout of 5000ms exceeded'), {
        name: 'AxiosError',
        code,
      });
      expect(dropReason(errorEvent('AxiosError', e.message), hint(e))).toBe('network');
    }
    const refused = Object.assign(new Error('Request failed with status code 500'), {
      code: 'ERR_BAD_RESPONSE',
    });
    expect(isNetworkError(errorEvent('AxiosError', refused.message), hint(refused))).toBe(false);
    expect(isNetworkError(bug, bugHint)).toBe(false);
  });

  it('drops cancelled requests', () => {
    const abort = Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' });
    expect(isCancelledRequest(errorEvent('AbortError', abort.message), hint(abort))).toBe(true);
    const cancel = Object.assign(new Error('canceled'), {
      name: 'CanceledError',
      code: 'ERR_CANCELED',
    });
    expect(dropReason(errorEvent('CanceledError', 'canceled'), hint(cancel))).toBe('cancelled');
    expect(isCancelledRequest(bug, bugHint)).toBe(false);
  });

  it('drops errors flagged to skip capture', () => {
    const flagged = Object.assign(new Error('Bet refused'), { skipCapture: true });
    expect(isSkipFlagged(errorEvent('ApiError', 'Bet refused'), hint(flagged))).toBe(true);
    const meta = Object.assign(new Error('x'), { meta: { skipCapture: true } });
    expect(isSkipFlagged(errorEvent('Error', 'x'), hint(meta))).toBe(true);
    expect(isSkipFlagged(bug, hint(Object.assign(new Error('x'), { skipCapture: false })))).toBe(
      false,
    );
  });

  it('drops chunk-load errors', () => {
    expect(
      isChunkLoadError(
        errorEvent(
          'ChunkLoadError',
          'Loading chunk 4821 failed.\n(error: https://bet.example/_next/static/chunks/4821.js)',
        ),
      ),
    ).toBe(true);
    expect(isChunkLoadError(errorEvent('Error', 'Loading CSS chunk 77 failed.'))).toBe(true);
    expect(
      isChunkLoadError(
        errorEvent(
          'TypeError',
          'Failed to fetch dynamically imported module: https://bet.example/_next/static/chunks/slip.js',
        ),
      ),
    ).toBe(true);
    expect(isChunkLoadError(bug, bugHint)).toBe(false);
  });

  it('drops script-element errors', () => {
    const scriptEvent = {
      type: 'error',
      target: { tagName: 'SCRIPT', src: 'https://widget.example/chat.js' },
    };
    const captured: ReportEvent = {
      exception: {
        values: [
          { type: 'Event', value: 'Event `Event` (type=error) captured as promise rejection' },
        ],
      },
      extra: { __serialized__: { isTrusted: true, target: 'script', type: 'error' } },
    };
    expect(isScriptElementError(captured, hint(scriptEvent))).toBe(true);
    expect(isScriptElementError(captured)).toBe(true);
    expect(isScriptElementError({ message: 'Script error.' })).toBe(true);
    const image = { type: 'error', target: { tagName: 'IMG' } };
    expect(
      isScriptElementError(
        {
          exception: {
            values: [{ type: 'Event', value: 'Event `Event` (type=error) captured as exception' }],
          },
          extra: { __serialized__: { target: 'img' } },
        },
        hint(image),
      ),
    ).toBe(false);
  });

  it('drops errors whose stack runs through a tag manager or tracker', () => {
    const gtm = errorEvent('TypeError', "Cannot read properties of null (reading 'push')", [
      'https://bet.example/_next/static/chunks/main.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    ]);
    expect(isTrackingScriptError(gtm)).toBe(true);
    expect(dropReason(gtm)).toBe('tracking-script');
    expect(
      isTrackingScriptError(
        errorEvent('Error', 'x', ['https://connect.facebook.net/en_US/fbevents.js']),
      ),
    ).toBe(true);
    expect(isTrackingScriptError(bug)).toBe(false);
  });

  it('ignores the ResizeObserver loop message', () => {
    expect(isResizeObserverMessage(errorEvent('Error', 'ResizeObserver loop limit exceeded'))).toBe(
      true,
    );
    expect(
      isResizeObserverMessage({
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    ).toBe(true);
    expect(isResizeObserverMessage(errorEvent('Error', 'ResizeObserver is not defined'))).toBe(
      false,
    );
  });

  it('does not send transactions of the 404 page', () => {
    expect(isNotFoundTransaction({ type: 'transaction', transaction: '/404' })).toBe(true);
    expect(isNotFoundTransaction({ type: 'transaction', transaction: '/de/404' })).toBe(true);
    expect(dropReason({ type: 'transaction', transaction: '/404' })).toBe('not-found-transaction');
    expect(isNotFoundTransaction({ type: 'transaction', transaction: '/match/[id]' })).toBe(false);
    // An error on the 404 page is still sent: only its transaction is not.
    expect(isNotFoundTransaction({ ...bug, transaction: '/404' })).toBe(false);
  });
});
