import { sql } from 'drizzle-orm';
import type { Orm } from '../../db';
import { sports } from './schema';

/** The sports of the book with their names in the UI's locales. Idempotent. */
export const seedSports = [
  {
    id: 1,
    key: 'soccer',
    name: 'Soccer',
    names: { de: 'Fußball', es: 'Fútbol', 'pt-BR': 'Futebol', ru: 'Футбол', ar: 'كرة القدم' },
    priority: 1,
  },
  {
    id: 5,
    key: 'tennis',
    name: 'Tennis',
    names: { de: 'Tennis', es: 'Tenis', 'pt-BR': 'Tênis', ru: 'Теннис', ar: 'التنس' },
    priority: 2,
  },
  {
    id: 2,
    key: 'basketball',
    name: 'Basketball',
    names: {
      de: 'Basketball',
      es: 'Baloncesto',
      'pt-BR': 'Basquete',
      ru: 'Баскетбол',
      ar: 'كرة السلة',
    },
    priority: 3,
  },
  {
    id: 4,
    key: 'ice-hockey',
    name: 'Ice Hockey',
    names: {
      de: 'Eishockey',
      es: 'Hockey sobre hielo',
      'pt-BR': 'Hóquei no gelo',
      ru: 'Хоккей',
      ar: 'هوكي الجليد',
    },
    priority: 4,
  },
  {
    id: 21,
    key: 'cricket',
    name: 'Cricket',
    names: { de: 'Cricket', es: 'Críquet', 'pt-BR': 'Críquete', ru: 'Крикет', ar: 'الكريكيت' },
    priority: 5,
  },
  {
    id: 109,
    key: 'counter-strike',
    name: 'Counter-Strike',
    names: {},
    priority: 6,
    type: 'esport',
    provider: 'oddin',
  },
] as const;

export async function seedCatalog(orm: Orm): Promise<void> {
  await orm
    .insert(sports)
    .values(
      seedSports.map((s) => ({
        id: s.id,
        urnId: `sr:sport:${s.id}`,
        key: s.key,
        name: s.name,
        names: { ...s.names },
        priority: s.priority,
        type: 'type' in s ? s.type : 'sport',
        provider: 'provider' in s ? s.provider : 'betradar',
      })),
    )
    .onConflictDoUpdate({
      target: sports.id,
      set: {
        name: sql`excluded.name`,
        names: sql`excluded.names`,
        priority: sql`excluded.priority`,
      },
    });
}
