import type { LimitPeriod } from '@sb/domain';

// The texts of a responsible-gambling money limit reached (issue 27; shell 3 User limit), in
// every locale of the site, with the limits page's words for each limit (web limits.type.*).
// `period` is this period's phrase ("for today"), so no adjective has to agree with a noun.

export type LimitReachedKind =
  'wager_limit_reached' | 'loss_limit_reached' | 'deposit_limit_reached';

type LimitTexts = Record<LimitReachedKind, { title: string; body: string }> & {
  periods: Record<LimitPeriod, string>;
};

export const LIMIT_TEXTS: Record<string, LimitTexts> = {
  en: {
    periods: { day: 'for today', week: 'for this week', month: 'for this month' },
    wager_limit_reached: {
      title: 'You reached your wager limit {{period}}',
      body: 'You have staked {{amount}} of your {{limit}} limit {{period}}. It starts again on {{until}}.',
    },
    loss_limit_reached: {
      title: 'You reached your loss limit {{period}}',
      body: 'You have lost {{amount}} of your {{limit}} limit {{period}}. It starts again on {{until}}.',
    },
    deposit_limit_reached: {
      title: 'You reached your deposit limit {{period}}',
      body: 'You have deposited {{amount}} of your {{limit}} limit {{period}}. It starts again on {{until}}.',
    },
  },
  de: {
    periods: { day: 'für heute', week: 'für diese Woche', month: 'für diesen Monat' },
    wager_limit_reached: {
      title: 'Sie haben Ihr Einsatzlimit {{period}} erreicht',
      body: 'Sie haben {{amount}} Ihres Limits von {{limit}} {{period}} eingesetzt. Es beginnt am {{until}} neu.',
    },
    loss_limit_reached: {
      title: 'Sie haben Ihr Verlustlimit {{period}} erreicht',
      body: 'Sie haben {{amount}} Ihres Limits von {{limit}} {{period}} verloren. Es beginnt am {{until}} neu.',
    },
    deposit_limit_reached: {
      title: 'Sie haben Ihr Einzahlungslimit {{period}} erreicht',
      body: 'Sie haben {{amount}} Ihres Limits von {{limit}} {{period}} eingezahlt. Es beginnt am {{until}} neu.',
    },
  },
  es: {
    periods: { day: 'de hoy', week: 'de esta semana', month: 'de este mes' },
    wager_limit_reached: {
      title: 'Alcanzaste tu límite de apuestas {{period}}',
      body: 'Apostaste {{amount}} de tu límite de {{limit}} {{period}}. Se reinicia el {{until}}.',
    },
    loss_limit_reached: {
      title: 'Alcanzaste tu límite de pérdidas {{period}}',
      body: 'Perdiste {{amount}} de tu límite de {{limit}} {{period}}. Se reinicia el {{until}}.',
    },
    deposit_limit_reached: {
      title: 'Alcanzaste tu límite de depósito {{period}}',
      body: 'Depositaste {{amount}} de tu límite de {{limit}} {{period}}. Se reinicia el {{until}}.',
    },
  },
  'pt-BR': {
    periods: { day: 'de hoje', week: 'desta semana', month: 'deste mês' },
    wager_limit_reached: {
      title: 'Você atingiu seu limite de apostas {{period}}',
      body: 'Você apostou {{amount}} do seu limite de {{limit}} {{period}}. Ele recomeça em {{until}}.',
    },
    loss_limit_reached: {
      title: 'Você atingiu seu limite de perdas {{period}}',
      body: 'Você perdeu {{amount}} do seu limite de {{limit}} {{period}}. Ele recomeça em {{until}}.',
    },
    deposit_limit_reached: {
      title: 'Você atingiu seu limite de depósito {{period}}',
      body: 'Você depositou {{amount}} do seu limite de {{limit}} {{period}}. Ele recomeça em {{until}}.',
    },
  },
  ru: {
    periods: { day: 'на сегодня', week: 'на эту неделю', month: 'на этот месяц' },
    wager_limit_reached: {
      title: 'Вы достигли лимита ставок {{period}}',
      body: 'Вы поставили {{amount}} из лимита {{limit}} {{period}}. Лимит обнулится {{until}}.',
    },
    loss_limit_reached: {
      title: 'Вы достигли лимита проигрыша {{period}}',
      body: 'Вы проиграли {{amount}} из лимита {{limit}} {{period}}. Лимит обнулится {{until}}.',
    },
    deposit_limit_reached: {
      title: 'Вы достигли лимита депозита {{period}}',
      body: 'Вы внесли {{amount}} из лимита {{limit}} {{period}}. Лимит обнулится {{until}}.',
    },
  },
  ar: {
    periods: { day: 'لهذا اليوم', week: 'لهذا الأسبوع', month: 'لهذا الشهر' },
    wager_limit_reached: {
      title: 'بلغت حد المراهنة {{period}}',
      body: 'راهنت بمبلغ {{amount}} من حدك البالغ {{limit}} {{period}}. يبدأ من جديد في {{until}}.',
    },
    loss_limit_reached: {
      title: 'بلغت حد الخسارة {{period}}',
      body: 'خسرت {{amount}} من حدك البالغ {{limit}} {{period}}. يبدأ من جديد في {{until}}.',
    },
    deposit_limit_reached: {
      title: 'بلغت حد الإيداع {{period}}',
      body: 'أودعت {{amount}} من حدك البالغ {{limit}} {{period}}. يبدأ من جديد في {{until}}.',
    },
  },
  fr: {
    periods: { day: 'pour aujourd’hui', week: 'pour cette semaine', month: 'pour ce mois-ci' },
    wager_limit_reached: {
      title: 'Vous avez atteint votre limite de mises {{period}}',
      body: 'Vous avez misé {{amount}} sur votre limite de {{limit}} {{period}}. Elle repart à zéro le {{until}}.',
    },
    loss_limit_reached: {
      title: 'Vous avez atteint votre limite de pertes {{period}}',
      body: 'Vous avez perdu {{amount}} sur votre limite de {{limit}} {{period}}. Elle repart à zéro le {{until}}.',
    },
    deposit_limit_reached: {
      title: 'Vous avez atteint votre limite de dépôt {{period}}',
      body: 'Vous avez déposé {{amount}} sur votre limite de {{limit}} {{period}}. Elle repart à zéro le {{until}}.',
    },
  },
  pl: {
    periods: { day: 'na dziś', week: 'na ten tydzień', month: 'na ten miesiąc' },
    wager_limit_reached: {
      title: 'Osiągnięto Twój limit stawek {{period}}',
      body: 'Postawiono {{amount}} z Twojego limitu {{limit}} {{period}}. Odnowienie: {{until}}.',
    },
    loss_limit_reached: {
      title: 'Osiągnięto Twój limit strat {{period}}',
      body: 'Stracono {{amount}} z Twojego limitu {{limit}} {{period}}. Odnowienie: {{until}}.',
    },
    deposit_limit_reached: {
      title: 'Osiągnięto Twój limit wpłat {{period}}',
      body: 'Wpłacono {{amount}} z Twojego limitu {{limit}} {{period}}. Odnowienie: {{until}}.',
    },
  },
  lv: {
    periods: { day: 'šodienai', week: 'šai nedēļai', month: 'šim mēnesim' },
    wager_limit_reached: {
      title: 'Jūs sasniedzāt savu likmju limitu {{period}}',
      body: 'Jūs esat veicis likmes {{amount}} apmērā no sava {{limit}} limita {{period}}. Tas sākas no jauna {{until}}.',
    },
    loss_limit_reached: {
      title: 'Jūs sasniedzāt savu zaudējumu limitu {{period}}',
      body: 'Jūs esat zaudējis {{amount}} no sava {{limit}} limita {{period}}. Tas sākas no jauna {{until}}.',
    },
    deposit_limit_reached: {
      title: 'Jūs sasniedzāt savu iemaksu limitu {{period}}',
      body: 'Jūs esat iemaksājis {{amount}} no sava {{limit}} limita {{period}}. Tas sākas no jauna {{until}}.',
    },
  },
  kk: {
    periods: { day: 'бүгінгі', week: 'осы аптадағы', month: 'осы айдағы' },
    wager_limit_reached: {
      title: 'Сіз {{period}} бәстер лимитіне жеттіңіз',
      body: 'Сіз {{period}} {{limit}} лимиттен {{amount}} бәс тіктіңіз. Лимит қайта басталады: {{until}}.',
    },
    loss_limit_reached: {
      title: 'Сіз {{period}} шығын лимитіне жеттіңіз',
      body: 'Сіз {{period}} {{limit}} лимиттен {{amount}} ұтылдыңыз. Лимит қайта басталады: {{until}}.',
    },
    deposit_limit_reached: {
      title: 'Сіз {{period}} толтыру лимитіне жеттіңіз',
      body: 'Сіз {{period}} {{limit}} лимиттен {{amount}} толтырдыңыз. Лимит қайта басталады: {{until}}.',
    },
  },
  el: {
    periods: { day: 'για σήμερα', week: 'για αυτή την εβδομάδα', month: 'για αυτόν τον μήνα' },
    wager_limit_reached: {
      title: 'Φτάσατε το όριο πονταρίσματος {{period}}',
      body: 'Ποντάρατε {{amount}} από το όριό σας των {{limit}} {{period}}. Ξεκινά ξανά {{until}}.',
    },
    loss_limit_reached: {
      title: 'Φτάσατε το όριο απωλειών {{period}}',
      body: 'Χάσατε {{amount}} από το όριό σας των {{limit}} {{period}}. Ξεκινά ξανά {{until}}.',
    },
    deposit_limit_reached: {
      title: 'Φτάσατε το όριο κατάθεσης {{period}}',
      body: 'Καταθέσατε {{amount}} από το όριό σας των {{limit}} {{period}}. Ξεκινά ξανά {{until}}.',
    },
  },
};
