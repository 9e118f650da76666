// English: the reference catalogue. Keys are the spec's where it names them (page.*, error.*,
// sb.ticket.*, warning.*); every other locale must carry every key (checked by the compiler).
export const en = {
  'site.name': 'Open Sportsbook',
  'site.home': 'Open Sportsbook home',
  'nav.main': 'Main',
  'nav.sports': 'Sports',
  'nav.live': 'Live',
  'nav.cybersport': 'Esports',
  'nav.schedule': 'Schedule',
  'nav.results': 'Results',
  'nav.promotions': 'Promotions',
  'nav.favorites': 'Favourites',
  'nav.my_bets': 'My bets',
  'nav.menu': 'Menu',
  'auth.sign_in': 'Sign in',
  'auth.sign_up': 'Sign up',
  'ticket.bet_slip': 'Bet slip',
  'ticket.empty': 'Your bet slip is empty. Pick an odd to add a selection.',
  'home.kicker': 'Prematch and live',
  'home.title': 'Every match, every market, odds that move with the game.',
  'home.lead': "Pick a sport to see today's fixtures and live matches.",
  'home.sports': 'Sports',
  'sport.esports_badge': 'Esports',
  'language.label': 'Language',
  'seo.title': 'Open Sportsbook: sports betting, live odds',
  'seo.description':
    'Bet on soccer, tennis, basketball, ice hockey, cricket and esports with live odds.',
  'seo.keywords': 'sports betting, live betting, odds, soccer, tennis, basketball, esports',
  'page.go_home': 'Go to the home page',
  'page.not-found': "Oops, sorry. We can't find that page.",
  'page.error': 'Oops! Sorry, something went wrong. Please come back in a while.',
  'page.blocked': "Sorry, we're not available in {{countryName}} right now.",
  'page.locked': 'Unauthorized. Sorry, but you are not authorized to view the page',
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
