// The bot-check actions of both spec files (docs/product/booking-flow.md, Calls to the server): each mutating call asks
// for a proof made for its own action, so a proof solved for one call cannot be spent on another.
export const BOT_CHECK_ACTIONS = [
  'create_appointments',
  'create_reservation',
  'delete_reservation',
  'create_reminders',
  'create_survey',
  'create_subscription',
  'delete_subscription',
  'create_provider_registration',
  // Managing a booking: cancel, change and erase share one action; finding a booking has its own.
  'manage_registration',
  'lookup_registration',
  // Joining the waiting list (decision 264): it writes and sends a confirmation e-mail.
  'join_waitlist',
] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

/** Where a client sends the token: this header, or the query parameter below. */
export const BOT_CHECK_HEADER = 'x-bot-check-token';
export const BOT_CHECK_QUERY = 'botCheckToken';
export const BOT_CHECK_CHALLENGE_PATH = '/api/v1/bot-check/challenge';
