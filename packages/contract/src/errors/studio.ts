/** Errors of the studio domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const studioErrors = {
  /** A launch token of the studio for a game the studio does not have. */
  studioGameUnknown: { code: 'studio.game.unknown', message: 'game_not_found', status: 404 },
  studioRoundNotFound: { code: 'studio.round.not.found', message: 'not_found', status: 404 },
  // A refused wager: one code, the key says which rule (the field errors say where).
  studioStakeRequired: {
    code: 'studio.wager.invalid',
    message: 'studio_stake_required',
    status: 400,
  },
  studioStakeRange: { code: 'studio.wager.invalid', message: 'studio_stake_range', status: 400 },
  studioStakeStep: { code: 'studio.wager.invalid', message: 'studio_stake_step', status: 400 },
  studioBetsRequired: {
    code: 'studio.wager.invalid',
    message: 'studio_bets_required',
    status: 400,
  },
  studioBetInvalid: { code: 'studio.wager.invalid', message: 'studio_bet_invalid', status: 400 },
  studioTableLimit: { code: 'studio.wager.invalid', message: 'studio_table_limit', status: 400 },
} as const;
