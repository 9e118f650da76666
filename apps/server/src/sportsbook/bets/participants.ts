import type { WalletTx } from '../../platform';

// Placement participants (issues 19, 20, 21): other modules take part in a placement INSIDE
// its transaction, so money and the rules that guard it commit or roll back together.
// Responsible-gambling limits refuse before any money moves; a bonus claim is checked and
// used; jackpots feed their pools and draw. The composition root adds them
// (`bets.addParticipant(p)`); the bets module knows none of them by name.
//
// Order inside the transaction: prepare (every participant, once for the group's placements),
// then per placement, placements in player-id order:
//   check (every participant) -> the stake moves -> staked (every participant),
// then finish (every participant, once, for the placements that paid) -> bets stored,
// and, once the transaction committed, committed (every participant; never after a rollback).
// A placement refused by a check, or whose stake cannot move, leaves no trace and refuses only
// itself; the others of its group go on.
//
// Concurrency: `check` should lock what it reads (`select ... for update` on the player's own
// rows) so that concurrent placements of one player are serialised on it: 50 concurrent bets
// never pass a limit together, one freebet never pays two bets. Lock only rows of the
// placement's player: groups take players in id order, and a row shared by every player
// (a jackpot level) held to the end of the transaction deadlocks two groups; take such a row
// only in `finish`, the last thing a group does before storing its bets, in a fixed order, so
// a group holding it waits for no player's row.

/** One bet of a placement as it will be stored. */
export interface ParticipantBet {
  /** The bet's public reference (unique; the id is given only after storing). */
  ref: string;
  /** single, double, treble, accumulator, system or custom_bet (history kind). */
  kind: string;
  /** Minor units of the placement's currency. */
  stake: number;
  /** Total odds x1000 as placed (bonus odds included). */
  odds: number;
  potentialWin: number;
  isLive: boolean;
  /** The bonus the bet claims (payload `bonus`), as stored with the bet. */
  bonus: { id: string; type: string; odds?: number | null } | null;
  legs: readonly {
    matchId: number;
    sportKey: string;
    /** Match status when placed (domain 3: 0 prematch, 1 live). */
    matchStatus: number;
    odds: number;
  }[];
}

export interface PlacementView {
  playerId: number;
  locale: string;
  currency: string;
  quick: boolean;
  bets: readonly ParticipantBet[];
}

/** A participant's refusal: the spec's key (error-key table), its HTTP status, a message. */
export interface ParticipantRefusal {
  key: string;
  message: string;
  /** 400 by default; 403 where the player may not do it at all. */
  status?: number;
  /** Per bet (by index in the placement) when the refusal concerns some bets only. */
  betIndexes?: number[];
}

/** What a participant records on the bets it took part in (stored with them). */
export interface BetAnnotation {
  /** domain 3 Bet used_in_jackpot. */
  usedInJackpot?: boolean;
}

export interface PlacementParticipant {
  /** For logs and tests. */
  readonly name: string;
  /**
   * Once per group, before its first check: lock and read what the checks will need for every
   * placement of the group, in a statement or two rather than one per placement. Keep it per
   * `w` (a WeakMap); `check` may be called without it (an edit), and must then read for itself.
   */
  prepare?(w: WalletTx, placements: readonly PlacementView[]): Promise<void>;
  /**
   * Before the stake moves: null to go on, or a refusal. Lock what you read; write nothing
   * here (a later participant or the stake itself may still refuse the placement).
   */
  check?(w: WalletTx, placement: PlacementView): Promise<ParticipantRefusal | null>;
  /**
   * After the stake moved, before the bets are stored: record what the placement used, move
   * money with `w.transfer` (balances moved here are announced after commit), and annotate
   * bets by ref. Throwing rolls the whole group back (its placements are retried one by one).
   */
  staked?(
    w: WalletTx,
    placement: PlacementView,
  ): Promise<ReadonlyMap<string, BetAnnotation> | void>;
  /**
   * Once per group, after every placement's stake moved, before the bets are stored: write what
   * the group's placements add up to (a jackpot's pools). Shared rows are locked here, last.
   * Throwing rolls the whole group back.
   */
  finish?(w: WalletTx, placed: readonly PlacementView[]): Promise<void>;
  /**
   * Once per group, after its transaction committed (never when it rolled back): tell others
   * what the group did (issue 27: a limit reached). Not awaited by the placement: start the
   * work and return; what it throws is logged.
   */
  committed?(w: WalletTx): void;
}

/** The registered participants, in the order they were added. */
export class Participants {
  private readonly list: PlacementParticipant[] = [];

  constructor(private readonly log: (message: string, err?: unknown) => void = () => {}) {}

  add(participant: PlacementParticipant): () => void {
    this.list.push(participant);
    return () => {
      const at = this.list.indexOf(participant);
      if (at >= 0) this.list.splice(at, 1);
    };
  }

  get any(): boolean {
    return this.list.length > 0;
  }

  async prepare(w: WalletTx, placements: readonly PlacementView[]): Promise<void> {
    for (const p of this.list) await p.prepare?.(w, placements);
  }

  /** The first refusal, in participant order, or null. */
  async check(w: WalletTx, placement: PlacementView): Promise<ParticipantRefusal | null> {
    for (const p of this.list) {
      const refusal = (await p.check?.(w, placement)) ?? null;
      if (refusal) return refusal;
    }
    return null;
  }

  async finish(w: WalletTx, placed: readonly PlacementView[]): Promise<void> {
    for (const p of this.list) await p.finish?.(w, placed);
  }

  /** After the group's commit: every participant hears, whichever of them throws. */
  committed(w: WalletTx): void {
    for (const p of this.list) {
      try {
        p.committed?.(w);
      } catch (err) {
        this.log(`participant ${p.name} committed failed`, err);
      }
    }
  }

  /** Every participant's annotations merged per bet ref. */
  async staked(w: WalletTx, placement: PlacementView): Promise<Map<string, BetAnnotation>> {
    const merged = new Map<string, BetAnnotation>();
    for (const p of this.list) {
      const notes = await p.staked?.(w, placement);
      if (!notes) continue;
      for (const [ref, note] of notes) merged.set(ref, { ...merged.get(ref), ...note });
    }
    return merged;
  }
}
