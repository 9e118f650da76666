import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Match, PlayerProfile, VoteStateWire } from '@sb/contract';
import { resetSessionForTests, setSessionForTests } from '../account/session';
import { I18nProvider } from '../i18n/I18nProvider';
import { en } from '../i18n/locales/en';
import { closeModal, getModal } from '../modals/modal-store';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/QueryProvider';
import { PredictionBlock } from './PredictionBlock';

// The prediction block of the match page (domain 7 GET/POST /vote; issue 27).

const match = {
  id: 42,
  status: 0,
  competitors: [
    { name: 'Lions', qualifier: 'home' },
    { name: 'Tigers', qualifier: 'away' },
  ],
} as unknown as Match;

const stateOf = (patch: Partial<VoteStateWire> = {}): VoteStateWire => ({
  prediction_id: '42',
  prediction: null,
  open: true,
  crowd: { total: 0, shares: { home: 0, draw: 0, away: 0 } },
  result: null,
  ...patch,
});

/** The API: GET /vote answers `vote`, POST /vote answers `post` (then GET shows the new state). */
function stubApi(
  vote: VoteStateWire,
  post?: { status: number; body: unknown; then?: VoteStateWire },
) {
  let current = vote;
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      let status = 200;
      let body: unknown = { data: [] };
      if (url.includes('/vote?')) body = { data: current };
      else if (url.endsWith('/vote') && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        status = post?.status ?? 201;
        body = post?.body;
        if (post?.then) current = post.then;
      }
      const text = JSON.stringify(body);
      return { ok: status < 300, status, text: async () => text } as Response;
    }),
  );
  return posts;
}

function mount() {
  const client = createQueryClient({ staleTime: 30_000, retry: 0 });
  return render(
    <QueryProvider client={client} state={undefined}>
      <I18nProvider locale="en" messages={en}>
        <PredictionBlock match={match} />
      </I18nProvider>
    </QueryProvider>,
  );
}

const signIn = () =>
  setSessionForTests({ status: 'logged_in', profile: { id: '7' } as unknown as PlayerProfile });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
  closeModal();
});

describe('the prediction block', () => {
  it('asks a visitor to sign in and sends nothing', async () => {
    const posts = stubApi(stateOf());
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to predict' }));
    expect(getModal()).toMatchObject({ name: 'sign-in' });
    expect(posts).toEqual([]);
  });

  it('a player sets 2–1 with the steppers and the keyboard, predicts, and sees it with the crowd', async () => {
    signIn();
    const posts = stubApi(stateOf(), {
      status: 201,
      body: { data: {} },
      then: stateOf({
        prediction: {
          prediction_id: '42',
          data: { home: 2, away: 1 },
          created_at: '2026-06-01T12:00:00Z',
          points: null,
        },
        crowd: { total: 4, shares: { home: 75, draw: 25, away: 0 } },
      }),
    });
    mount();
    const home = await screen.findByLabelText('Goals for Lions');
    fireEvent.click(screen.getByRole('button', { name: 'One more goal for Lions' }));
    expect(home).toHaveProperty('value', '2');
    fireEvent.change(screen.getByLabelText('Goals for Tigers'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Predict' }));
    await screen.findByTestId('prediction-mine');
    expect(posts).toEqual([{ prediction_id: '42', data: { home: 2, away: 1 } }]);
    const block = screen.getByTestId('prediction');
    expect(screen.getByTestId('prediction-mine').textContent).toContain('2\u20131');
    expect(within(block).getByText('Predictions so far: 4')).toBeTruthy();
    expect(within(block).getByText('75%')).toBeTruthy();
    expect(within(block).queryByRole('button', { name: 'Predict' })).toBeNull();
  });

  it('shows the refusal in the player’s language when the server refuses', async () => {
    signIn();
    stubApi(stateOf(), {
      status: 409,
      body: { error: { code: 409, key: 'error.vote.closed', message: 'closed' } },
      then: stateOf({ open: false }),
    });
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Predict' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(en['error.vote.closed']),
    );
    expect(screen.getByTestId('prediction-locked').textContent).toBe(en['prediction.locked']);
  });

  it('after kick-off is locked; after the final score shows the points', async () => {
    signIn();
    stubApi(
      stateOf({
        open: false,
        prediction: {
          prediction_id: '42',
          data: { home: 1, away: 0 },
          created_at: '2026-06-01T12:00:00Z',
          points: 1,
        },
        result: { home: 3, away: 1 },
        crowd: { total: 1, shares: { home: 100, draw: 0, away: 0 } },
      }),
    );
    mount();
    expect((await screen.findByTestId('prediction-points')).textContent).toBe('Points scored: 1');
    expect(screen.getByText(/Final score/).textContent).toContain('3\u20131');
    expect(screen.queryByRole('button', { name: 'Predict' })).toBeNull();
  });
});
