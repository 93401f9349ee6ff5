import { error } from './entry';

/** Errors of the studio domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const studioErrors = {
  /** A launch token of the studio for a game the studio does not have. */
  studioGameUnknown: error('studio.game.unknown', 'game_not_found', 404),
  studioRoundNotFound: error('studio.round.not.found', 'not_found', 404),
  // A refused wager: one code, the key says which rule (the field errors say where).
  studioStakeRequired: error('studio.wager.invalid', 'studio_stake_required', 400),
  studioStakeRange: error('studio.wager.invalid', 'studio_stake_range', 400),
  studioStakeStep: error('studio.wager.invalid', 'studio_stake_step', 400),
  studioBetsRequired: error('studio.wager.invalid', 'studio_bets_required', 400),
  studioBetInvalid: error('studio.wager.invalid', 'studio_bet_invalid', 400),
  studioTableLimit: error('studio.wager.invalid', 'studio_table_limit', 400),
} as const;
