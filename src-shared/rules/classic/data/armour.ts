// 004 (Rennen/bewegen): "Is het resultaat hoger dan zijn Armour waarde, dan is hij gewond" - armour is broken only
// when the 2D6 total (with modifiers such as Mighty Blow, Claw, a foul's +1) is GREATER than AV; equal holds.
// Same in game-facts A2 ("the code's target is AV+1").

export function armourBroken(total: number, av: number): boolean {
  return total > av
}
