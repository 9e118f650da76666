// The entities of the bet slip (domain 3: Slip bet, Slip selection, Ticket, Quick bet; shell 2.8
// ticket panel), the events it reacts to and the effects it asks for. Plain data only: the web
// keeps a SlipState in its store (and session storage), the server never needs one.
import type { PlaceBetsRequest } from '../bet';
import type { EntityId, MatchStatus } from '../selection';
import type { SlipBonus } from '../bonus';
import type { BetLimitsSettings } from '../limits';
import type { Currency, MinorUnits } from '../money';
import type { Odds } from '../odds';
import type { OddsChangePolicy } from '../odds-change';
import type { BetStatus } from '../settlement';
import type { SystemType } from '../system';
import type { BetType } from '../bet';

/** domain 3 Slip selection. `id` is selectionKey(match, market, specifier, outcome). */
export interface SlipSelection {
  id: string;
  /** Event type of the match (match or outright). */
  type: string;
  matchId: EntityId;
  matchUrnId: string;
  matchSlug: string;
  matchStatus: MatchStatus;
  marketGroup: string;
  sportKey: string;
  /** The match's tournament and its category's country (domain 3 Category country_code): what
   * a combo boost's event conditions and country codes ask. Absent in slips kept from before. */
  tournamentId?: EntityId;
  countryCode?: string | null;
  nameA: string;
  nameB: string;
  categoryName: string;
  provider: string;
  marketId: EntityId;
  marketName: string;
  specifier: string;
  outcomeId: EntityId;
  outcomeName: string;
  active: boolean;
  /** Current odds, what the slip shows and sends. */
  odds: Odds;
  /** The odds the player agreed to: at adding, or by accepting a change. */
  acceptedOdds: Odds;
  /** The odds when the selection was added. */
  initialOdds: Odds;
  isSuspended: boolean;
  /** Odds moved in a way the odds-change policy does not accept; blocks placing until accepted. */
  isChanged: boolean;
  /** Its provider is not active (domain 4 Provider status change). */
  isNotAvailable: boolean;
}

/** What selecting an outcome hands to the slip: the selection without the slip's own flags. */
export type SelectionInput = Omit<
  SlipSelection,
  'id' | 'acceptedOdds' | 'initialOdds' | 'isSuspended' | 'isChanged' | 'isNotAvailable'
>;

/** domain 4 Stake source: typed as a stake, typed as the wanted potential win, or from sharing. */
export type StakeSource = 'stake' | 'potentialWin' | 'sharing';

/** domain 3 Slip bet. `id` is the slip's own key for the bet ("b1", "b2", ...). */
export interface SlipBet {
  id: string;
  stake: MinorUnits;
  currency: Currency;
  betType: BetType;
  /** Set only for a custom bet (domain 1, 5). */
  customOdds: Odds | null;
  selections: SlipSelection[];
  /** Freebets as a list among the other bonuses offered for this bet. */
  availableBonuses: SlipBonus[];
  bonus: SlipBonus | null;
  /** The combo-boost odds its selections reach, null when none. */
  bonusOdds: Odds | null;
  bonusId: string | null;
  stakeSource: StakeSource;
  systemType: SystemType | null;
  /** The placed bet's id, once placed. */
  betId: string | null;
  status: BetStatus | null;
  isVip: boolean;
  /** The stake a chosen freebet fixes (domain 4 Freebet choice). */
  freebetStake: MinorUnits | null;
  /**
   * The stake was filled in for the player (remembered, or carried by a shared slip), not typed
   * or chosen by them. Until they touch it or place, it is not a stake they agreed a price with:
   * a price move is taken as the price (issue 22 defect 8). Missing means false.
   */
  stakePrefilled?: boolean;
  /** Total odds (see priceBet). */
  odds: Odds;
  /** Potential win minus stake. */
  profit: MinorUnits;
  jackpots: string[];
}

/**
 * domain 4 Ticket state: initial, odds_changed, processing (placed bets await acceptance),
 * success (every bet placed), error (an answer with a code), and the terminal placed-state
 * partially_placed (some bets placed, the refused ones kept in the slip).
 */
export type TicketState =
  'initial' | 'odds_changed' | 'processing' | 'success' | 'error' | 'partially_placed';

export interface SlipError {
  /** A translation key (domain 8). */
  message: string;
  code?: number;
  /** domain 8: per-bet messages keyed by the first selection id of each bet. */
  details?: Record<string, string>;
}

/** A bet as the placement answered it. */
export interface PlacedBet {
  /** The slip bet it came from. */
  slipBetId: string;
  betId: string;
  status: BetStatus;
  /** A refused bet's message key. */
  error?: string;
  /** A live bet awaiting acceptance: when the book decides (ISO-8601), for its countdown. */
  acceptAt?: string | null;
}

/** domain 3 Ticket. */
export interface Ticket {
  ticketState: TicketState;
  error: SlipError | null;
  bets: SlipBet[];
  upcomingBonuses: SlipBonus[];
  selectedOutcomeIds: string[];
  /** Slip bet ids being placed. */
  processingBets: string[];
  isRestoring: boolean;
  inProgress: boolean;
  /** Sorted by total count, then win count; kept by clear. */
  systemTypes: SystemType[];
  placedBets: PlacedBet[];
}

export type QuickBetState = 'initial' | 'processing' | 'success' | 'error';

/** domain 3 Quick bet. */
export interface QuickBet {
  isEnabled: boolean;
  state: QuickBetState;
  bet: SlipBet | null;
  stake: MinorUnits;
  currency: Currency | null;
  isApproved: boolean;
  error: SlipError | null;
  /** A placed live quick bet awaiting acceptance: when the book decides (ISO-8601). */
  acceptAt: string | null;
}

export type TicketTab = 'BET_SLIP' | 'MY_BETS';

/** shell 2.8 Ticket panel. */
export interface TicketPanel {
  isOpen: boolean;
  tab: TicketTab;
}

export interface SlipState {
  ticket: Ticket;
  quickBet: QuickBet;
  panel: TicketPanel;
  /** Next number for a slip bet id; ids are never reused within a session. */
  nextBetNumber: number;
}

/** What the slip reads but does not own: settings and the player (domain 3 Settings, shell 3). */
export interface SlipEnv {
  settings: {
    oddsChangePolicy: OddsChangePolicy;
    /** shell 6 feature flag multi_single_bets. */
    multiSingleBets: boolean;
    /** multi_bet_settings.available_by_provider. */
    availableByProvider: Readonly<Record<string, boolean>>;
    /** provider_statuses: false (or missing with a default of true) means not active. */
    providerStatuses: Readonly<Record<string, boolean>>;
    betLimits: BetLimitsSettings | null;
    /** The feature flag of slip limits (domain 5). */
    betLimitsEnabled: boolean;
    /** custom_bet_allow_single. */
    customBetAllowSingle: boolean;
    /** Site config isMyBetsVisible (shell 2.8). */
    isMyBetsVisible: boolean;
  };
  player: {
    isLoggedIn: boolean;
    isPve: boolean;
    isVerified: boolean;
    currency: Currency;
    /** The stake a new bet starts with (issue 22: the last or the player's default), if any. */
    rememberedStake?: MinorUnits | null;
  };
  deviceId: string;
}

/** A market as an update carries it (domain 3 Market), for the selections of one match. */
export interface MarketSnapshot {
  id: EntityId;
  specifier: string;
  /** domain 4 Market status: 1 allowed, -1 suspended, 0 not allowed (dropped). */
  status: number;
  outcomes: readonly { id: EntityId; active: boolean; odds: Odds }[];
}

/** Everything that can happen to the slip. */
export type SlipEvent =
  // selections
  | { type: 'outcomeSelected'; selection: SelectionInput }
  | { type: 'selectionRemoved'; selectionId: string }
  | { type: 'customBetAdded'; selections: SelectionInput[]; customOdds: Odds }
  | { type: 'restoreStarted' }
  | { type: 'betsRestored'; bets: SlipBet[]; source: 'storage' | 'share' }
  | { type: 'restoreFailed' }
  | { type: 'betTypeChanged'; betType: BetType; systemType?: SystemType }
  | { type: 'systemTypesLoaded'; systemTypes: SystemType[] }
  | { type: 'cleared' }
  // live data
  | { type: 'marketsChanged'; matchId: EntityId; markets: MarketSnapshot[]; complete: boolean }
  | { type: 'matchStatusChanged'; matchId: EntityId; status: MatchStatus }
  | { type: 'providerStatusChanged'; provider: string; active: boolean }
  | { type: 'oddsChangesAccepted' }
  // stake and bonuses
  | { type: 'stakeChanged'; betId: string; value: MinorUnits; source: 'stake' | 'potentialWin' }
  | { type: 'currencyChanged'; currency: Currency }
  | { type: 'bonusesChanged'; betId: string; availableBonuses: SlipBonus[] }
  | { type: 'upcomingBonusesChanged'; upcomingBonuses: SlipBonus[] }
  | { type: 'bonusChosen'; betId: string; bonusId: string | null }
  | { type: 'freebetChosen'; betId: string; bonusId: string | null }
  // placement
  | { type: 'placeRequested' }
  | { type: 'placeSucceeded'; placedBets: PlacedBet[] }
  | { type: 'placeFailed'; error: SlipError }
  | { type: 'betChanged'; bet: PlacedBet }
  /** One tap after a refusal: accept the odds as they are now and place again (issue 22). */
  | { type: 'retryRequested' }
  | { type: 'receiptClosed'; keepSelections: boolean }
  // quick bet
  | { type: 'quickBetToggled' }
  | { type: 'quickBetStakeChanged'; stake: MinorUnits }
  | { type: 'quickBetApproved' }
  | { type: 'quickBetSucceeded'; placedBets: PlacedBet[] }
  | { type: 'quickBetFailed'; error: SlipError }
  /** A refused quick bet placed again at its selection's odds now (issue 22). */
  | { type: 'quickBetRetried' }
  /** The player closed the quick bet's outcome. */
  | { type: 'quickBetDismissed' }
  | { type: 'balanceChanged'; currency: string; balance: MinorUnits }
  | { type: 'signedOut' }
  /** The player signed in: the slip's bets may now carry the player's bonuses. */
  | { type: 'signedIn' }
  // ticket panel
  | { type: 'panelToggled' }
  | { type: 'panelTabChanged'; tab: TicketTab }
  | { type: 'routeChanged' };

export type SlipModal = 'custom-bet-ticket' | 'share-bet-not-found';

export interface SlipAlert {
  kind: 'error' | 'warning' | 'success' | 'info';
  titleKey: string;
  descriptionKey?: string;
  params?: Record<string, string | number>;
}

/** What the slip asks its host to do. Returned as data, never performed here. */
export type SlipEffect =
  | { type: 'openSignIn' }
  | { type: 'openModal'; modal: SlipModal }
  /** POST /bets; answer with placeSucceeded / placeFailed, or quickBet* when `request.meta.quick`. */
  | { type: 'placeBets'; request: PlaceBetsRequest; slipBetIds: string[] }
  | { type: 'showAlert'; alert: SlipAlert }
  /** POST /bonuses for these bets' selections; answer with bonusesChanged. */
  | { type: 'requestBonuses'; betIds: string[] };
