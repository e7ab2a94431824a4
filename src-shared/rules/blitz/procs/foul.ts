// 001: Foul Action (advanced) — one Block die against an adjacent Prone opponent: Got Them! (Smash, Kerrunch!)
// injures the target, Slipped! (Shove) ends the fouler's turn, Take That! (Tackle) injures the target and sends
// the fouler off, Spotted! (Miss) sends the fouler off.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { BLOCK_FACES, FOUL_RESULT } from '../data/blockDie'
import { ballOf } from '../geometry'
import { G_REF, P_NOMORE, P_X, P_Y } from '../layout'
import { arg, defineProc, pop } from '../stack'
import { emit } from '../state'
import { pushBounce } from './ball'
import { injure } from './injury'
import { PR_FOUL } from './kinds'
import { dropBall } from './pieces'

defineProc(PR_FOUL, {
  name: 'foul',
  run(s, f) {
    const p = arg(s, f, 0)
    const t = arg(s, f, 1)
    pop(s)
    const d = roll(s.m, 6)
    let result = FOUL_RESULT[BLOCK_FACES[d]]
    if (s.m.w[G_REF] === 1)
      result = result === 'spotted' ? 'slipped' : result === 'take-that' ? 'got-them' : result // Get the Ref!
    emit(s, { type: 'roll', purpose: 'foul', player: p, dice: [d], result })
    if (result === 'got-them' || result === 'take-that') injure(s, t, 'foul')
    if (result === 'slipped') set(s.m, P_NOMORE + p, 1)
    if (result === 'take-that' || result === 'spotted') {
      const b = ballOf(s, p)
      const x = s.m.w[P_X + p]
      const y = s.m.w[P_Y + p]
      injure(s, p, 'sent-off')
      if (b >= 0) {
        dropBall(s, b)
        pushBounce(s, b, x, y)
      }
    }
    return false
  },
})
