// 000: Star Player Points — kept in quarter points so ½ (a save) and ¼ (a penalty turn) stay whole numbers;
// "Always round down" happens once, when points are read out.

export const SPP_QUARTERS = Object.freeze({
  goal: 12, // 000: Goal = 3, to the last player on the scoring side to touch the puck
  assist: 4, // 000: Assist = 1, each other player who had the puck this team turn
  casualty: 8, // 000: Casualty = 2, as in Blood Bowl
  save: 2, // 000: Saves = .5, to the goalie who blocks a shot
  penaltyTurn: 1, // 000: Penalty Time = .25 per penalty turn charged, served or not
})

/** 000: "Always round down." */
export function sppFromQuarters(quarters: number): number {
  return Math.floor(quarters / 4)
}
