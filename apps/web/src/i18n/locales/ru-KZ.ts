import type { Messages } from './en';
import { ru } from './ru';

// Russian for Kazakhstan: the Russian catalogue. Its wording is the same in Kazakhstan; what
// differs (tenge amounts, dates) comes from Intl with the ru-KZ locale.
export const ruKZ: Messages = { ...ru };
