import type { Category, JackpotWire, SportsbookSettings, Tournament } from '@sb/contract';

// Answer types of the catalog the contract names only as schemas (type-only: no zod in the
// browser bundle).
export type {
  CountersAnswer,
  MarketsAnswer,
  MatchAnswer,
  MatchesAnswer,
  SearchAnswer,
  StatisticsAnswer,
} from '@sb/contract';
export type JackpotsAnswer = { data: JackpotWire[] };
export type CategoriesAnswer = { data: Category[] };
export type TournamentsAnswer = { data: Tournament[] };
export type SettingsAnswer = { data: SportsbookSettings };
