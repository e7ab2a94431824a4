import {
  agilityRollNeeded,
  agilityRollSucceeds,
  agilityTarget,
  AGILITY_TABLE,
} from '@shared/rules/classic/data/agilityTable'
import { armourBroken } from '@shared/rules/classic/data/armour'
import { BLOCK_DIE, BLOCK_FACES, blockDice, blockFace } from '@shared/rules/classic/data/blockDice'
import { INJURIES, injuryResult, type InjuryResult } from '@shared/rules/classic/data/injuryTable'
import {
  CATCH,
  DODGE,
  INTERCEPTION,
  LANDING,
  PASS,
  PICK_UP,
  THROW_TEAM_MATE,
} from '@shared/rules/classic/data/modifiers'
import { haveShared, readShared, SEED_002, titled } from './sharedDocs'

/** Every outcome of 2D6, as totals (36 of them). */
const TWO_D6 = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => a + b))

describe('agility table (002)', () => {
  it('gives the D6 target by AG', () => {
    expect([1, 2, 3, 4, 5, 6].map(agilityTarget)).toEqual([6, 5, 4, 3, 2, 1])
    expect(agilityTarget(3)).toBe(4)
    expect(agilityTarget(7)).toBe(1) // 002's last column is "6+"
  })

  it('always fails a natural 1 and always passes a natural 6', () => {
    expect(agilityRollSucceeds(1, 6, +5)).toBe(false)
    expect(agilityRollSucceeds(6, 1, -5)).toBe(true)
    expect(agilityRollSucceeds(4, 3, 0)).toBe(true)
    expect(agilityRollSucceeds(3, 3, 0)).toBe(false)
    expect(agilityRollSucceeds(2, 5, 0)).toBe(true)
  })

  it("reproduces 004's worked examples", () => {
    // 004 dodge example: AG 3 dodging into two tackle zones needs 5+, then into none 3+.
    expect(agilityRollNeeded(3, DODGE.dodgeRoll + 2 * DODGE.perEnemyTackleZoneOnTargetSquare)).toBe(5)
    expect(agilityRollNeeded(3, DODGE.dodgeRoll)).toBe(3)
    // 004 catch example: AG 3, accurate pass, one tackle zone: 4+.
    expect(agilityRollNeeded(3, CATCH.accuratePass + CATCH.perEnemyTackleZone)).toBe(4)
    // 004 short pass by an AG 3 Orc with nobody near: 4+.
    expect(agilityRollNeeded(3, PASS.short)).toBe(4)
  })

  it('has success chances that match counting the die faces', () => {
    for (let ag = 1; ag <= 6; ag++) {
      for (let mod = -4; mod <= 4; mod++) {
        const wins = [1, 2, 3, 4, 5, 6].filter((die) => agilityRollSucceeds(die, ag, mod)).length
        expect(wins, `AG ${ag} ${mod}`).toBe(7 - agilityRollNeeded(ag, mod))
      }
    }
  })

  it.skipIf(!haveShared(SEED_002))(titled("matches 002's printed table", SEED_002), () => {
    const text = readShared(SEED_002)
    const row = /D6 ROLL REQUIRED\s*\|(.*)\|/.exec(text)
    expect(row).not.toBeNull()
    const targets = row![1].split('|').map((cell) => Number(cell.trim().replace('+', '')))
    expect(Object.values(AGILITY_TABLE)).toEqual(targets)
  })
})

describe('modifiers (002)', () => {
  it('has the values of the reference sheet', () => {
    expect(CATCH).toEqual({ accuratePass: 1, scatteredOrBouncing: 0, perEnemyTackleZone: -1 })
    expect(DODGE).toEqual({ dodgeRoll: 1, perEnemyTackleZoneOnTargetSquare: -1 })
    expect(LANDING).toEqual({ accurateThrow: 0, scatteredThrow: -1, perEnemyTackleZoneOnLandingSquare: -1 })
    expect(PASS).toEqual({ quick: 1, short: 0, long: -1, longBomb: -2, perEnemyTackleZoneOnThrower: -1 })
    expect(INTERCEPTION).toEqual({ interceptionAttempt: -2, perEnemyTackleZoneOnInterceptor: -1 })
    expect(PICK_UP).toEqual({ pickUp: 1, perEnemyTackleZone: -1 })
    expect(THROW_TEAM_MATE.longBomb).toBeNull()
    expect(THROW_TEAM_MATE.quick).toBe(PASS.short)
  })
})

describe('block dice (002, rulings.md)', () => {
  it('rolls one die for equal strength', () => {
    expect(blockDice(3, 3)).toEqual({ count: 1, chooser: 'attacker' })
  })

  it('rolls two dice when one is stronger, chosen by the stronger', () => {
    expect(blockDice(4, 3)).toEqual({ count: 2, chooser: 'attacker' })
    expect(blockDice(3, 4)).toEqual({ count: 2, chooser: 'defender' })
  })

  it('rolls two dice at exactly double and three at more than double', () => {
    expect(blockDice(3, 6)).toEqual({ count: 2, chooser: 'defender' })
    expect(blockDice(6, 3)).toEqual({ count: 2, chooser: 'attacker' })
    expect(blockDice(3, 7)).toEqual({ count: 3, chooser: 'defender' })
    expect(blockDice(7, 3)).toEqual({ count: 3, chooser: 'attacker' })
    expect(blockDice(2, 5)).toEqual({ count: 3, chooser: 'defender' })
    expect(blockDice(1, 2)).toEqual({ count: 2, chooser: 'defender' })
  })

  it('has six faces with Pushed on two of them', () => {
    const faces = [1, 2, 3, 4, 5, 6].map(blockFace)
    expect(faces).toEqual([
      'attacker-down',
      'both-down',
      'pushed',
      'pushed',
      'defender-stumbles',
      'defender-down',
    ])
    expect(BLOCK_DIE).toHaveLength(7)
    for (const face of faces) expect(BLOCK_FACES[face].id).toBe(face)
    expect(() => blockFace(0)).toThrow(RangeError)
    expect(() => blockFace(7)).toThrow(RangeError)
  })
})

describe('injury table (002)', () => {
  it('reads 2D6 totals', () => {
    const table: Record<number, InjuryResult> = {
      2: 'stunned',
      7: 'stunned',
      8: 'ko',
      9: 'ko',
      10: 'badly-hurt',
      11: 'serious-injury',
      12: 'dead',
    }
    for (const [total, result] of Object.entries(table))
      expect(injuryResult(Number(total)), total).toBe(result)
  })

  it('reads modified totals past the ends of the table as its ends', () => {
    expect(injuryResult(13)).toBe('dead')
    expect(injuryResult(1)).toBe('stunned')
  })

  it('has exact chances over 2D6', () => {
    const count = (result: InjuryResult) => TWO_D6.filter((t) => injuryResult(t) === result).length
    expect(count('stunned')).toBe(21)
    expect(count('ko')).toBe(9)
    expect(count('badly-hurt')).toBe(3)
    expect(count('serious-injury')).toBe(2)
    expect(count('dead')).toBe(1)
  })

  it('sends only the stunned player back to the pitch', () => {
    expect(INJURIES.stunned.offPitch).toBe(false)
    expect(INJURIES.ko.box).toBe('knocked-out')
    expect(INJURIES.dead.box).toBe('dead-and-injured')
  })

  it.skipIf(!haveShared(SEED_002))(titled("matches 002's printed table", SEED_002), () => {
    const text = readShared(SEED_002)
    const rows = [...text.matchAll(/^(\d+)(?:-(\d+))? ([A-Z][A-Z ]+?)\s*!*\s*:/gm)]
    const ids: Record<string, InjuryResult> = {
      STUNNED: 'stunned',
      'KNOCKED OUT': 'ko',
      'BADLY HURT': 'badly-hurt',
      'SERIOUS INJURY': 'serious-injury',
      DEAD: 'dead',
    }
    expect(rows).toHaveLength(5)
    for (const [, from, to, name] of rows) {
      for (let total = Number(from); total <= Number(to ?? from); total++) {
        expect(injuryResult(total), `${total} ${name}`).toBe(ids[name.trim()])
      }
    }
  })
})

describe('armour (004)', () => {
  it('breaks only on a total greater than AV', () => {
    expect(armourBroken(8, 8)).toBe(false)
    expect(armourBroken(9, 8)).toBe(true)
    expect(TWO_D6.filter((t) => armourBroken(t, 8)).length).toBe(10)
  })
})
