// What one market pays per outcome (issue 24), kept as a base paid whatever the result plus the
// extra each outcome adds when it wins. A bet adds to both: a system still pays its other lines
// when its leg here loses (the base), and more when it wins (the extra). Adding a bet touches
// only its own outcomes, so the worst case updates without reading the others.

export interface OutcomeTable {
  /** Paid whichever outcome wins, also one nobody backed. */
  readonly base: number;
  /** Paid on top of the base when this outcome (its key) wins; never negative. */
  readonly extra: ReadonlyMap<string, number>;
  /** The largest extra (0 when none) and the outcome that holds it first. */
  readonly topExtra: number;
  readonly topOutcome: string | null;
}

export const EMPTY_OUTCOME_TABLE: OutcomeTable = {
  base: 0,
  extra: new Map(),
  topExtra: 0,
  topOutcome: null,
};

/** One bet's share of a market: its payout if every leg here loses, and the extra per outcome. */
export interface OutcomeContribution {
  base: number;
  extra: readonly (readonly [outcome: string, amount: number])[];
}

export function addToOutcomeTable(table: OutcomeTable, c: OutcomeContribution): OutcomeTable {
  const next = { ...table, extra: new Map(table.extra) };
  addToOutcomeTableInPlace(next, c);
  return next;
}

/** The same, writing into a table the caller owns (the full build's one pass). */
export function addToOutcomeTableInPlace(
  table: { base: number; extra: Map<string, number>; topExtra: number; topOutcome: string | null },
  c: OutcomeContribution,
): void {
  table.base += c.base;
  for (const [outcome, amount] of c.extra) {
    const next = (table.extra.get(outcome) ?? 0) + amount;
    table.extra.set(outcome, next);
    // Extras only grow, so the top is the old top or the outcome just raised.
    if (next > table.topExtra) {
      table.topExtra = next;
      table.topOutcome = outcome;
    }
  }
}

/** What the market pays when this outcome wins (null: an outcome nobody backed). */
export function outcomePayout(table: OutcomeTable, outcome: string | null): number {
  return table.base + (outcome === null ? 0 : (table.extra.get(outcome) ?? 0));
}

export function outcomeTableWorst(table: OutcomeTable): number {
  return table.base + table.topExtra;
}
