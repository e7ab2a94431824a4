export default {
  deadPlayers: {
    title: 'Fallen players',
    intro:
      'These players died in a league match and won’t be playing Blood Bowl any more. They miss the rest of this league either way; take each off his saved team, or keep him on it.',
    died: 'died in round {round}',
    remove: 'Remove from the team',
    keep: 'Keep on the team',
    tooFew: '{team} has only 11 players: add a player on the Teams screen before he can leave.',
  },
}
