// Procedure kind numbers. They are stored in saved frames, so never renumber an existing kind.

export const PR_GAME = 1
export const PR_TOSS = 2
export const PR_HALF = 3
export const PR_DRIVE = 4
export const PR_SETUP = 5
export const PR_KICKOFF = 6
export const PR_FREE_MOVES = 7
export const PR_TOUCHBACK = 8
export const PR_TURN = 9
export const PR_ACTIVATION = 10
export const PR_STEP = 11
export const PR_ROLL = 12
export const PR_BLOCK = 13
export const PR_PUSH = 14
export const PR_KNOCKDOWN = 15
export const PR_BOUNCE = 16
export const PR_CATCH = 17
export const PR_THROW_IN = 18
export const PR_PASS = 19
export const PR_HAND_OFF = 20
export const PR_FOUL = 21
export const PR_CROWD = 22
export const PR_THROW_TEAM_MATE = 23
export const PR_DIVING_CATCH = 60 // 003: Diving Catch (kinds 60..79: movement, passing and catching skills)
export const PR_SHADOWING = 61 // 003: Shadowing
