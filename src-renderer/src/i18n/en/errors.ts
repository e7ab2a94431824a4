// Main's refusals in the coach's words, one sentence per ErrorCode (src-shared/ipc/result.ts), read by
// i18n/failureText.ts. Nested by the code's parts ('team/in-league' → errors.team['in-league']) so each is a plain
// vue-i18n path. No codes, file names or rules here: where main's message names what is wrong, failureText adds it.
export default {
  errors: {
    ipc: {
      'unknown-request': 'This version of Pitchside cannot do that yet.',
      'invalid-payload': 'Pitchside could not read that request. Nothing was changed.',
      'invalid-message': 'Pitchside could not read that message. Nothing was changed.',
      timeout: 'Pitchside took too long to answer. Try again.',
      disconnected: 'The connection to Pitchside is lost.',
      busy: 'Pitchside is busy. Try again in a moment.',
      'too-large': 'That is too big to send. Nothing was changed.',
    },
    game: {
      'not-found': 'This game is no longer open.',
      over: 'This game is over.',
    },
    ruleset: {
      unavailable: 'This game type is not available in this version.',
    },
    roster: {
      'not-found': 'That team roster is not available.',
    },
    action: {
      unknown: 'That move is not known to this version.',
      'not-your-decision': 'It is not your turn to decide.',
      illegal: 'That move is not allowed now.',
      malformed: 'That move could not be read.',
    },
    save: {
      unavailable: 'Saving is not available here.',
      failed: 'Saving failed, so nothing was changed.',
      'not-found': 'That saved game is not there any more.',
      damaged: 'This saved game is damaged: you can export or delete it, but not open it.',
    },
    history: {
      empty: 'There is nothing to undo or redo.',
    },
    replay: {
      malformed: 'This is not a replay file.',
      'newer-version': 'This replay was made by a newer Pitchside: update Pitchside to open it.',
      tampered: 'This replay does not play back as it was recorded.',
      unsupported: 'This version of Pitchside cannot play this replay.',
      'out-of-range': 'The replay has no move there.',
    },
    classic: {
      'not-found': 'That classic game is not available.',
    },
    drill: {
      'not-found': 'That drill is not available.',
      invalid: 'This drill cannot be set up in this version.',
    },
    test: {
      disabled: 'This is only available while testing.',
    },
    scheme: {
      malformed: 'This is not a paint scheme file.',
      invalid: 'This paint scheme has a mistake in it.',
      'newer-version': 'This paint scheme was made by a newer Pitchside: update Pitchside to open it.',
    },
    model: {
      malformed: 'This is not a model file Pitchside can read (glTF or GLB).',
      'too-large': 'This model file is too big.',
      'over-budget': 'This model has too many triangles: make it simpler.',
      'no-mesh': 'This model file has nothing to draw.',
      'not-found': 'No model has been imported for this player yet.',
    },
    upload: {
      'not-found': 'The model upload was interrupted. Import the file again.',
      broken: 'The model upload went wrong. Import the file again.',
    },
    team: {
      'not-found': 'That team is not there any more.',
      malformed: 'This is not a team file.',
      invalid: 'This team has a mistake in it.',
      'newer-version': 'This team file was made by a newer Pitchside: update Pitchside to open it.',
      'in-league': 'This team plays in a league: archive the league first, or keep the team.',
    },
    league: {
      'not-found': 'That league is not there any more.',
      malformed: 'This is not a league file.',
      invalid: 'This league has a mistake in it.',
      'newer-version': 'This league file was made by a newer Pitchside: update Pitchside to open it.',
      'fixture-unavailable': 'This match cannot be played now: it is already under way or played.',
      busy: 'The computer teams are still playing their matches. Wait a moment.',
      'player-not-found': 'That player is no longer waiting for an answer.',
      'too-few-players': 'The team has only 11 players: add one before this one leaves.',
      'no-advance-due': 'That player has no new skill to choose now.',
    },
    share: {
      'read-only': 'A watching screen can only look, not change anything.',
      unavailable: 'Sharing is not possible here.',
      failed: 'Sharing could not start.',
    },
    internal: 'Something went wrong inside Pitchside. Nothing was changed.',
  },
  // The same refusals when main names what is wrong (Failure.params), each used only when main sent every value
  // it names: the bad field's path, or the league that keeps a team.
  errorDetails: {
    scheme: { invalid: 'This paint scheme has a mistake in it, at {field}.' },
    team: {
      invalid: 'This team has a mistake in it, at {field}.',
      'in-league': 'This team plays in the league “{league}”: archive the league first, or keep the team.',
    },
    league: { invalid: 'This league has a mistake in it, at {field}.' },
  },
  // A refusal main explains further (Failure.params.why): the sentence for that reason, by code.
  errorReasons: {
    league: {
      invalid: {
        'over-treasury': '“{team}” costs {cost} gold, more than the league’s treasury of {treasury}.',
      },
    },
  },
  failure: {
    // A refusal this version has no words for (a newer main's): its code, so it can be looked up.
    unknown: 'Pitchside could not do that (refused as {code}).',
  },
}
