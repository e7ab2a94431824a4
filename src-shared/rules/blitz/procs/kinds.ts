// Procedure kinds stored in frames: the numbers are part of saved states, so never renumber one.
export const PR_GAME = 1
export const PR_SETUP = 2
export const PR_TURN = 3
export const PR_ACTION = 4
export const PR_MOVE = 5
export const PR_BLOCK = 6
export const PR_THROW = 7
export const PR_BOUNCE = 8
export const PR_ARMOUR = 9
export const PR_NEW_BALL = 10
export const PR_CLAIM = 11
export const PR_REFRESH = 12
export const PR_HAND_LIMIT = 13
export const PR_FREE_RESERVES = 14
export const PR_FREE_BLOCK = 15
export const PR_FOUL = 16
export const PR_INTERRUPT = 17
