// Every error key the server can answer (`{ error: { code, key, message } }`, and the reason of
// a rejected bet), declared once (issue 18). The keys are the spec's where it names them
// (domain 8, shell 4); the rest follow its pattern. Free of zod: the web app imports it to check
// that each key has a text in every locale. The server's error handler refuses an undeclared
// key in tests, and a test finds every key literal of the server and the domain here.

export const ERROR_KEYS = [
  // trading controls (issue 4, operator-facing)
  'error.admin.failed',
  'error.admin.match_over',
  'error.admin.no_results',
  'error.admin.not_prematch',
  'error.admin.outright',
  'error.admin.score_not_supported',
  'error.admin.unknown_outcome',
  // sign-in, sign-up, confirmation, password, unlock (shell 4.1)
  'error.auth.blocked',
  'error.auth.confirmation_token_expired',
  'error.auth.confirmation_token_invalid',
  'error.auth.email_taken',
  'error.auth.invalid_credentials',
  'error.auth.locked',
  'error.auth.password_mismatch',
  'error.auth.required_fields',
  'error.auth.reset_password_token_expired',
  'error.auth.reset_password_token_invalid',
  'error.auth.sign_in_disabled',
  'error.auth.sign_up_disabled',
  'error.auth.too_many_attempts',
  'error.auth.unconfirmed',
  'error.auth.underage',
  'error.auth.unknown_country',
  'error.auth.unlock_token_invalid',
  'error.auth.unsupported_currency',
  'error.auth.weak_password',
  // the bet list (domain 7)
  'error.bets.not_found',
  'error.bets.invalid_period',
  'error.bets.invalid_time_zone',
  // cash-out (domain 7)
  'error.cashout.amount_changed',
  'error.cashout.bet_changed',
  'error.cashout.invalid_amount',
  'error.cashout.invalid_part',
  'error.cashout.unavailable',
  // auto cash-out and edit bet (issue 22)
  'error.auto_cashout.invalid_threshold',
  'error.auto_cashout.unavailable',
  'error.edit_bet.empty',
  'error.edit_bet.invalid_stake',
  'error.edit_bet.no_change',
  'error.edit_bet.not_editable',
  'error.edit_bet.price_changed',
  'error.edit_bet.unavailable',
  'error.edit_bet.unknown_leg',
  // the CSRF guard
  'error.csrf.invalid',
  'error.csrf.origin_mismatch',
  'error.embed.invalid_token',
  'error.embed.not_enabled',
  'error.embed.blocked_in_frame',
  // the bet builder (domain 5)
  'error.custom_bet.impossible',
  'error.custom_bet.market_not_allowed',
  'error.custom_bet.market_not_found',
  'error.custom_bet.one_match',
  'error.custom_bet.same_market',
  'error.custom_bet.too_few_selections',
  // deposits (shell 4.3)
  'error.deposit.amount_out_of_range',
  'error.deposit.auth_fields_missing',
  'error.deposit.phone_verification_required',
  'error.deposit.profile_incomplete',
  // withdrawals (issue 27)
  'error.withdrawal.already_processed',
  'error.withdrawal.amount_out_of_range',
  'error.withdrawal.insufficient_funds',
  'error.withdrawal.verification_required',
  // identity verification (issue 27)
  'error.verification.already_pending',
  'error.verification.already_verified',
  'error.verification.document_too_large',
  'error.verification.document_type',
  'error.verification.not_pending',
  // generic refusals: the error handler's, sessions, blocked countries (shell 3)
  'error.country_blocked',
  'error.forbidden',
  'error.internal',
  'error.method_not_allowed',
  'error.not_acceptable',
  'error.not_found',
  'error.payload_too_large',
  'error.request_timeout',
  'error.too_many_requests',
  'error.unauthorized',
  'error.unsupported_media_type',
  'error.uri_too_long',
  // Idempotency-Key of placements, deposits and cash-out (issue 17)
  'error.idempotency.in_flight',
  'error.idempotency.invalid_key',
  'error.idempotency.key_reused',
  // the sandbox payment provider (shell 4.3)
  'error.payment.already_confirmed',
  'error.payment.already_processed',
  'error.payment.amount_mismatch',
  'error.payment.callback_replayed',
  'error.payment.card_expired',
  'error.payment.invalid_card',
  'error.payment.invalid_client_secret',
  'error.payment.invalid_signature',
  'error.payment.return_url_not_allowed',
  'error.payment.stale_callback',
  // phone codes (shell 4.2)
  'error.phone_verification.code_expired',
  'error.phone_verification.disabled',
  'error.phone_verification.invalid_code',
  'error.phone_verification.no_code',
  'error.phone_verification.phone_missing',
  'error.phone_verification.too_many_attempts',
  // placement (domain 8)
  'error.place_bets.currency_mismatch',
  'error.place_bets.custom_bet_disabled',
  'error.place_bets.default',
  'error.place_bets.duplicate_selection',
  'error.place_bets.invalid_odds',
  'error.place_bets.invalid_odds_custom_bet',
  'error.place_bets.invalid_payload',
  'error.place_bets.invalid_stake',
  'error.place_bets.no_selections',
  'error.place_bets.selection_not_available',
  'error.place_bets.selection_not_found',
  'error.place_bets.selection_suspended',
  'error.place_bets.stake_precision',
  'error.place_bets.too_many_selections',
  'error.place_bets.unknown_currency',
  // player restrictions (domain 4)
  'error.platform.pve_player_bet_forbidden',
  // the profile (shell 7.1)
  'error.player.currency_not_held',
  'error.player.unsupported_currency',
  'error.player.unsupported_locale',
  // the internal real-time API
  'error.realtime.unknown_channel',
  // odds checks of placement (domain 8)
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
  'error.risk_validation.odds_to_low',
  // bad requests (schema validation)
  'error.validation.invalid_request',
  // liability limits and stake factors (issue 24)
  'error.liability.invalid_limit',
  'error.liability.invalid_stake_factor',
  // limits (domain 5)
  'error.validation.bet_limits.max_stake_limit_exceeded',
  'error.validation.bet_limits.odds_limit_exceeded',
  'error.validation.bet_limits.payout_limit_exceeded',
  'error.validation.bet_limits.selection_limit_exceeded',
  // bonuses: promo codes, an operator's grants, one bonus (issue 19)
  'error.bonus.already_issued',
  'error.bonus.not_activatable',
  'error.bonus.lootbox_not_ready',
  'error.bonus.not_found',
  'error.bonus.promo_code_currency',
  'error.bonus.promo_code_invalid',
  'error.bonus.promo_code_used',
  // the freebet boost (POST /bonuses/{id}/boost)
  'error.bonus.not_boostable',
  'error.bonus.already_boosted',
  'error.bonus.no_boosts_left',
  'error.bonus.no_boost_points',
  // bonuses of a placement (domain 5)
  'error.validation.bonus.not_applicable',
  'error.validation.bonus.not_available',
  // combination rules (domain 5)
  'error.validation.combination.bet_shape',
  'error.validation.combination.custom_bet_mixed_status',
  'error.validation.combination.different_providers',
  'error.validation.combination.multi_singles_not_allowed',
  'error.validation.combination.oddin_in_system',
  'error.validation.combination.same_match',
  'error.validation.combination.system_type_missing',
  // freebets of a placement (domain 5)
  'error.validation.freebet.currency',
  'error.validation.freebet.inactive',
  'error.validation.freebet.match_status',
  'error.validation.freebet.max_odds',
  'error.validation.freebet.min_odds',
  'error.validation.freebet.selection_count',
  'error.validation.freebet.stake',
  // responsible-gambling limits (shell 3, issue 20)
  'error.user_limits.activity_limit_reached',
  'error.user_limits.bet_limit_exceeded',
  'error.user_limits.cannot_lift',
  'error.user_limits.cannot_shorten',
  'error.user_limits.cooling_off',
  'error.user_limits.cooling_period',
  'error.user_limits.deposit_limit_exceeded',
  'error.user_limits.invalid_amount',
  'error.user_limits.invalid_duration',
  'error.user_limits.invalid_request',
  'error.user_limits.invalid_time_zone',
  'error.user_limits.loss_limit_exceeded',
  'error.user_limits.not_found',
  'error.user_limits.nothing_pending',
  'error.user_limits.out_of_limit',
  'error.user_limits.self_excluded',
  'error.user_limits.wager_limit_exceeded',
  // favourites (issue 27)
  'error.favourites.not_found',
  'error.favourites.too_many',
  // the image proxy (shell 7.3, issue 23)
  'error.images.size_too_large',
  'error.images.source_not_allowed',
  'error.images.unavailable',
  // the error-reporting tunnel (shell 7.3, 8; issue 23)
  'error.reporting.dsn_not_allowed',
  'error.reporting.off',
  // browser notifications off in the site config (issue 27)
  'error.push.disabled',
  'error.push.endpoint_not_allowed',
  // predictions, domain 7 /vote (issue 27)
  'error.vote.already_voted',
  'error.vote.closed',
  'error.vote.invalid_data',
  'error.vote.not_found',
  // jackpots (issue 21)
  'error.jackpots.exists',
  'error.jackpots.hit_not_found',
  'error.jackpots.invalid',
  'error.jackpots.level_not_active',
  'error.jackpots.level_not_found',
  'error.jackpots.not_found',
  // the ledger (shell 4.3)
  'error.wallet.account_not_found',
  'error.wallet.duplicate_transfer',
  'error.wallet.insufficient_funds',
  'error.wallet.invalid_transfer',
  'error.wallet.unknown_currency',
  // subscription tokens (domain 7); the socket's Origin allow-list (issue 17)
  'error.websocket.channel_forbidden',
  'error.websocket.origin_not_allowed',
  'error.vertical.not_enabled',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

const declared: ReadonlySet<string> = new Set(ERROR_KEYS);

/** Whether `key` is declared above. */
export function isErrorKey(key: string): key is ErrorKey {
  return declared.has(key);
}
