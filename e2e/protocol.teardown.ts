import { expect, test as teardown } from '@playwright/test';

// issue 18: every message the server published during the journeys is a member of the
// real-time protocol (packages/contract/src/realtime.ts). Outside production the server checks
// each publication against it and keeps the record this reads, after every journey has run.
teardown('every publication of the run belongs to the real-time protocol', async ({ request }) => {
  const res = await request.get('/api/dev/realtime/protocol');
  expect(res.status()).toBe(200);
  const report = (await res.json()) as {
    checked: Record<string, number>;
    violations: { channel: string; event_name: string; problem: string }[];
    violationCount: number;
  };
  expect(report.violations).toEqual([]);
  expect(report.violationCount).toBe(0);
  // The live feed ran: the check saw the catalog's publications.
  expect(report.checked.markets_changed ?? 0).toBeGreaterThan(0);
});
