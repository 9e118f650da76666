import { en, type Messages } from './en';

// English for Ireland: the English catalogue (already British in spelling: favourites,
// recognised) with the words an Irish bettor reads differently. Money, dates and times come from
// Intl with en-IE (euro, day-month order, 24-hour clock).
export const enIE: Messages = {
  ...en,
  'promotions.lead': 'Acca boosts, free bets and tournaments for players of this book.',
  'slip.type.combo': 'Accumulator',
  'error.edit_bet.not_editable':
    'Only an open single or accumulator whose selections are all open can be edited.',
  'profile.postalCode': 'Eircode',
};
