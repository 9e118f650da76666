import { resolveLocale, type LimitPeriod } from '@sb/domain';
import type { BetEventType } from '../bets/events';
import { LIMIT_TEXTS, type LimitReachedKind } from './limit-messages';

// The texts of the notifications the server writes (domain 3 Notification: title, caption,
// body), in each locale the site offers, filled when the notification is created so the list
// reads in the player's language whatever device asks for it later.

export type NotificationKind =
  | 'bet_won'
  | 'bet_lost'
  | 'bet_void'
  | 'bet_cashed_out'
  | 'bet_rejected'
  | 'bet_accepted'
  | 'jackpot_hit'
  | 'deposit_succeeded'
  | 'deposit_declined'
  | LimitReachedKind;

type Texts = Record<Exclude<NotificationKind, LimitReachedKind>, { title: string; body: string }>;

const en: Texts = {
  bet_won: { title: 'Your bet won', body: '{{selection}}: {{amount}} paid to your balance.' },
  bet_lost: { title: 'Your bet lost', body: '{{selection}}: better luck next time.' },
  bet_void: {
    title: 'Your bet was voided',
    body: '{{selection}}: {{amount}} returned to your balance.',
  },
  bet_cashed_out: { title: 'Cashed out', body: '{{selection}}: {{amount}} paid to your balance.' },
  bet_rejected: {
    title: 'Your bet was not accepted',
    body: '{{selection}}: the stake is back in your balance.',
  },
  bet_accepted: { title: 'Your live bet was accepted', body: '{{selection}}: good luck.' },
  jackpot_hit: {
    title: 'You hit the jackpot!',
    body: '{{level}} of {{jackpot}}: {{amount}} paid to your balance.',
  },
  deposit_succeeded: { title: 'Deposit received', body: '{{amount}} is in your balance.' },
  deposit_declined: {
    title: 'Deposit declined',
    body: 'Your deposit of {{amount}} was declined; nothing was charged.',
  },
};

const de: Texts = {
  bet_won: {
    title: 'Ihre Wette hat gewonnen',
    body: '{{selection}}: {{amount}} wurden Ihrem Guthaben gutgeschrieben.',
  },
  bet_lost: {
    title: 'Ihre Wette hat verloren',
    body: '{{selection}}: viel Glück beim nächsten Mal.',
  },
  bet_void: {
    title: 'Ihre Wette wurde annulliert',
    body: '{{selection}}: {{amount}} zurück auf Ihr Guthaben.',
  },
  bet_cashed_out: {
    title: 'Ausgezahlt',
    body: '{{selection}}: {{amount}} wurden Ihrem Guthaben gutgeschrieben.',
  },
  bet_rejected: {
    title: 'Ihre Wette wurde nicht angenommen',
    body: '{{selection}}: der Einsatz ist zurück auf Ihrem Guthaben.',
  },
  bet_accepted: { title: 'Ihre Live-Wette wurde angenommen', body: '{{selection}}: viel Glück.' },
  jackpot_hit: {
    title: 'Jackpot geknackt!',
    body: '{{level}} von {{jackpot}}: {{amount}} wurden Ihrem Guthaben gutgeschrieben.',
  },
  deposit_succeeded: {
    title: 'Einzahlung eingegangen',
    body: '{{amount}} ist auf Ihrem Guthaben.',
  },
  deposit_declined: {
    title: 'Einzahlung abgelehnt',
    body: 'Ihre Einzahlung von {{amount}} wurde abgelehnt; es wurde nichts belastet.',
  },
};

const es: Texts = {
  bet_won: { title: 'Tu apuesta ganó', body: '{{selection}}: {{amount}} abonados a tu saldo.' },
  bet_lost: { title: 'Tu apuesta perdió', body: '{{selection}}: suerte la próxima vez.' },
  bet_void: {
    title: 'Tu apuesta fue anulada',
    body: '{{selection}}: {{amount}} devueltos a tu saldo.',
  },
  bet_cashed_out: { title: 'Cobrada', body: '{{selection}}: {{amount}} abonados a tu saldo.' },
  bet_rejected: {
    title: 'Tu apuesta no fue aceptada',
    body: '{{selection}}: el importe ha vuelto a tu saldo.',
  },
  bet_accepted: {
    title: 'Tu apuesta en directo fue aceptada',
    body: '{{selection}}: buena suerte.',
  },
  jackpot_hit: {
    title: '¡Te llevaste el bote!',
    body: '{{level}} de {{jackpot}}: {{amount}} abonados a tu saldo.',
  },
  deposit_succeeded: { title: 'Depósito recibido', body: '{{amount}} ya está en tu saldo.' },
  deposit_declined: {
    title: 'Depósito rechazado',
    body: 'Tu depósito de {{amount}} fue rechazado; no se cobró nada.',
  },
};

const ptBR: Texts = {
  bet_won: {
    title: 'Sua aposta ganhou',
    body: '{{selection}}: {{amount}} creditados no seu saldo.',
  },
  bet_lost: { title: 'Sua aposta perdeu', body: '{{selection}}: boa sorte na próxima.' },
  bet_void: {
    title: 'Sua aposta foi anulada',
    body: '{{selection}}: {{amount}} devolvidos ao seu saldo.',
  },
  bet_cashed_out: {
    title: 'Cash out feito',
    body: '{{selection}}: {{amount}} creditados no seu saldo.',
  },
  bet_rejected: {
    title: 'Sua aposta não foi aceita',
    body: '{{selection}}: o valor voltou ao seu saldo.',
  },
  bet_accepted: { title: 'Sua aposta ao vivo foi aceita', body: '{{selection}}: boa sorte.' },
  jackpot_hit: {
    title: 'Você ganhou o jackpot!',
    body: '{{level}} do {{jackpot}}: {{amount}} creditados no seu saldo.',
  },
  deposit_succeeded: { title: 'Depósito recebido', body: '{{amount}} já está no seu saldo.' },
  deposit_declined: {
    title: 'Depósito recusado',
    body: 'Seu depósito de {{amount}} foi recusado; nada foi cobrado.',
  },
};

const ru: Texts = {
  bet_won: {
    title: 'Ваша ставка выиграла',
    body: '{{selection}}: {{amount}} зачислено на баланс.',
  },
  bet_lost: { title: 'Ваша ставка проиграла', body: '{{selection}}: удачи в следующий раз.' },
  bet_void: {
    title: 'Ваша ставка аннулирована',
    body: '{{selection}}: {{amount}} возвращено на баланс.',
  },
  bet_cashed_out: {
    title: 'Ставка выкуплена',
    body: '{{selection}}: {{amount}} зачислено на баланс.',
  },
  bet_rejected: {
    title: 'Ваша ставка не принята',
    body: '{{selection}}: сумма вернулась на баланс.',
  },
  bet_accepted: { title: 'Ваша лайв-ставка принята', body: '{{selection}}: удачи.' },
  jackpot_hit: {
    title: 'Вы сорвали джекпот!',
    body: '{{level}} — {{jackpot}}: {{amount}} зачислено на ваш баланс.',
  },
  deposit_succeeded: { title: 'Депозит зачислен', body: '{{amount}} на вашем балансе.' },
  deposit_declined: {
    title: 'Депозит отклонён',
    body: 'Ваш депозит {{amount}} отклонён; средства не списаны.',
  },
};

const ar: Texts = {
  bet_won: { title: 'ربح رهانك', body: '{{selection}}: أُضيف {{amount}} إلى رصيدك.' },
  bet_lost: { title: 'خسر رهانك', body: '{{selection}}: حظًا أوفر في المرة القادمة.' },
  bet_void: { title: 'أُلغي رهانك', body: '{{selection}}: أُعيد {{amount}} إلى رصيدك.' },
  bet_cashed_out: { title: 'تم السحب المبكر', body: '{{selection}}: أُضيف {{amount}} إلى رصيدك.' },
  bet_rejected: { title: 'لم يُقبل رهانك', body: '{{selection}}: عاد المبلغ إلى رصيدك.' },
  bet_accepted: { title: 'قُبل رهانك المباشر', body: '{{selection}}: بالتوفيق.' },
  jackpot_hit: {
    title: 'لقد ربحت الجاكبوت!',
    body: '{{level}} من {{jackpot}}: أُضيف {{amount}} إلى رصيدك.',
  },
  deposit_succeeded: { title: 'تم استلام الإيداع', body: 'أصبح {{amount}} في رصيدك.' },
  deposit_declined: { title: 'رُفض الإيداع', body: 'رُفض إيداعك بقيمة {{amount}}؛ لم يُخصم أي مبلغ.' },
};

const pl: Texts = {
  bet_won: {
    title: 'Twój zakład wygrał',
    body: '{{selection}}: {{amount}} dopisano do salda.',
  },
  bet_lost: { title: 'Twój zakład przegrał', body: '{{selection}}: powodzenia następnym razem.' },
  bet_void: {
    title: 'Twój zakład został unieważniony',
    body: '{{selection}}: {{amount}} wróciło na saldo.',
  },
  bet_cashed_out: {
    title: 'Cashout wykonany',
    body: '{{selection}}: {{amount}} dopisano do salda.',
  },
  bet_rejected: {
    title: 'Twój zakład nie został przyjęty',
    body: '{{selection}}: stawka wróciła na saldo.',
  },
  bet_accepted: {
    title: 'Twój zakład na żywo został przyjęty',
    body: '{{selection}}: powodzenia.',
  },
  jackpot_hit: {
    title: 'Trafiłeś jackpota!',
    body: '{{level}} — {{jackpot}}: {{amount}} dodano do Twojego salda.',
  },
  deposit_succeeded: { title: 'Wpłata otrzymana', body: '{{amount}} jest na Twoim saldzie.' },
  deposit_declined: {
    title: 'Wpłata odrzucona',
    body: 'Twoja wpłata {{amount}} została odrzucona; nic nie pobrano.',
  },
};

const fr: Texts = {
  bet_won: {
    title: 'Votre pari est gagnant',
    body: '{{selection}}\u00a0: {{amount}} crédités sur votre solde.',
  },
  bet_lost: {
    title: 'Votre pari est perdant',
    body: '{{selection}}\u00a0: plus de chance la prochaine fois.',
  },
  bet_void: {
    title: 'Votre pari a été annulé',
    body: '{{selection}}\u00a0: {{amount}} remboursés sur votre solde.',
  },
  bet_cashed_out: {
    title: 'Pari encaissé',
    body: '{{selection}}\u00a0: {{amount}} crédités sur votre solde.',
  },
  bet_rejected: {
    title: "Votre pari n'a pas été accepté",
    body: '{{selection}}\u00a0: la mise a été recréditée sur votre solde.',
  },
  bet_accepted: {
    title: 'Votre pari en direct a été accepté',
    body: '{{selection}}\u00a0: bonne chance.',
  },
  jackpot_hit: {
    title: 'Vous avez décroché le jackpot !',
    body: '{{level}} de {{jackpot}} : {{amount}} versés sur votre solde.',
  },
  deposit_succeeded: { title: 'Dépôt reçu', body: '{{amount}} est sur votre solde.' },
  deposit_declined: {
    title: 'Dépôt refusé',
    body: 'Votre dépôt de {{amount}} a été refusé ; rien n’a été débité.',
  },
};

type Catalogue = Partial<Record<NotificationKind, { title: string; body: string }>>;

/**
 * By language; a locale without its own texts takes the closest by shell 9's rules (ru-KZ reads
 * ru, en-IE reads en, pt reads pt-BR), else English; lv, kk and el have only the limits' texts
 * for now, English for the rest.
 */
const BY_LANGUAGE: Record<string, Texts> = { en, de, es, 'pt-BR': ptBR, ru, ar, pl, fr };
const CATALOGUES: Record<string, Catalogue> = Object.fromEntries(
  Object.entries(LIMIT_TEXTS).map(([language, { periods: _periods, ...limits }]) => [
    language,
    { ...BY_LANGUAGE[language], ...limits },
  ]),
);

const languageOf = (locale: string) => resolveLocale(locale, Object.keys(CATALOGUES), 'en');

/** The title and body of a notification in `locale` (English when the site has no such locale). */
export function notificationText(
  kind: NotificationKind,
  locale: string,
  values: Record<string, string>,
): { title: string; body: string } {
  const texts = CATALOGUES[languageOf(locale)]![kind] ?? CATALOGUES.en![kind]!;
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
  return { title: fill(texts.title), body: fill(texts.body) };
}

/** A limit's period as the limit texts say it in `locale` ("for today"). */
export function limitPeriodText(period: LimitPeriod, locale: string): string {
  return (LIMIT_TEXTS[languageOf(locale)] ?? LIMIT_TEXTS.en!).periods[period];
}

/**
 * Which notification, if any, a bet event makes (placement itself tells the slip already): a
 * settled bet is won when it paid more than its stake, lost when it paid nothing, returned
 * otherwise (void, refund, dead heat).
 */
export function betNotificationKind(
  type: BetEventType,
  bet: { status: string; win_amount: number | null; stake: { value: number } },
): NotificationKind | null {
  if (type === 'cashed_out') return 'bet_cashed_out';
  if (type === 'rejected') return 'bet_rejected';
  if (type === 'accepted') return 'bet_accepted';
  if (type !== 'settled' || bet.status === 'waiting_results' || bet.win_amount === null)
    return null;
  if (bet.win_amount > bet.stake.value) return 'bet_won';
  if (bet.win_amount === 0) return 'bet_lost';
  return 'bet_void';
}
