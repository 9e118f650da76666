/** A pair of scores; `home` is the first competitor (domain 3 qualifier home). */
export interface Score {
  home: number;
  away: number;
}
export type Side = 'home' | 'away';

export const score = (home = 0, away = 0): Score => ({ home, away });
export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
