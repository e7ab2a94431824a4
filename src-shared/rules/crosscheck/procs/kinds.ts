// Procedure kinds (stack frame F_KIND): one number per procedure file's job.

export const PR_GAME = 1
export const PR_DROP = 2
export const PR_LINEUP = 3
export const PR_TURN = 4
export const PR_MOVE = 5
export const PR_HOLD = 6
export const PR_CHALLENGE = 7
export const PR_FLIGHT = 8
export const PR_CHECK = 9
export const PR_FIGHT = 10
export const PR_CHAIN = 11
export const PR_REROLL = 12
export const PR_GOALIE = 13
