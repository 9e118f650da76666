// shell 5: sign-in, sign-up and deposit inside an iframe (issue 23).

export type FrameGateAction = 'sign-in' | 'sign-up' | 'deposit';

/** What a host said it handles itself in its `init`; null while no host listens. */
export type HostHandles = { login: boolean; deposit: boolean } | null;

/**
 * `open`: the frame shows its own form; `host`: the host is asked to (its sign-in or cashier);
 * `block`: nobody listens to the frame, so nobody could finish it (shell 5).
 */
export function frameGate(
  action: FrameGateAction,
  handles: HostHandles,
): 'open' | 'host' | 'block' {
  if (!handles) return 'block';
  const hostDoesIt = action === 'deposit' ? handles.deposit : handles.login;
  return hostDoesIt ? 'host' : 'open';
}
