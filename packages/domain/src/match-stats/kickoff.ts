// A prematch match past its kick-off (issue 22 defect 10): the feed starts every match on time;
// one still prematch a minute after its start is shown as delayed, not as due to start.

/** How long after its start a prematch match is still just "starting". */
export const KICKOFF_GRACE_MS = 60_000;

export function kickoffDelayed(
  match: { status: number; type: string; start_time: string },
  nowMs: number,
  graceMs = KICKOFF_GRACE_MS,
): boolean {
  return (
    match.type === 'match' && match.status === 0 && Date.parse(match.start_time) + graceMs < nowMs
  );
}
