// Issue 19 point 1: pass range bands, interception risk and why a square cannot be entered (play/squareInfo.ts,
// play/aimMarks.ts). Table tags are at most three letters: a label on a square shows six characters.
export default {
  aiming: {
    tag: {
      'hand-off': 'H',
      quick: 'Q',
      short: 'S',
      long: 'L',
      'long-bomb': 'B',
      intercept: 'int',
      block: 'blk',
      obstruct: 'obs',
    },
    band: {
      'hand-off': 'Hand-off',
      quick: 'Quick pass',
      short: 'Short pass',
      long: 'Long pass',
      'long-bomb': 'Long bomb',
    },
    risk: {
      intercept: 'interception risk {chance}',
      block: 'block risk {chance}',
      obstruct: 'obstructed: −1 to the throw',
      none: 'nobody can intercept',
    },
    threat: {
      intercept: '{who} intercepts on {chance}',
      block: '{who} blocks on {chance}',
      obstruct: '{who} obstructs it (−1)',
    },
    reason: {
      occupied: 'occupied by {who}',
      occupiedHere: 'occupied',
      marked: 'marked by {who}: a Run may not move next to him',
      'out-of-movement': 'out of movement (MA {ma}, {used} used)',
      'out-of-movement-rolled': 'out of movement',
      'no-path': 'no way there in this move',
      blocked: 'blocked square',
      'off-pitch': 'off the ice',
      trapdoor: 'trapdoor: you may stand here, but a new ball coming up through it injures you',
      crease: 'opposing crease: ending the turn here risks an Interference penalty',
    },
  },
}
