// Issue 19 punt 1: afstandszones van een pass, het risico op onderscheppen en waarom een vak dicht is
// (play/squareInfo.ts, play/aimMarks.ts). Labels op het bord tonen zes tekens: codes van hoogstens drie letters.
export default {
  aiming: {
    tag: {
      'hand-off': 'A',
      quick: 'S',
      short: 'K',
      long: 'L',
      'long-bomb': 'B',
      intercept: 'ond',
      block: 'blk',
      obstruct: 'obs',
    },
    band: {
      'hand-off': 'Aangeven',
      quick: 'Snelle pass',
      short: 'Korte pass',
      long: 'Lange pass',
      'long-bomb': 'Lange bom',
    },
    risk: {
      intercept: 'kans op onderscheppen {chance}',
      block: 'kans op blokkeren {chance}',
      obstruct: 'gehinderd: −1 op de worp',
      none: 'niemand kan onderscheppen',
    },
    threat: {
      intercept: '{who} onderschept op {chance}',
      block: '{who} blokkeert op {chance}',
      obstruct: '{who} hindert de worp (−1)',
    },
    reason: {
      occupied: 'bezet door {who}',
      occupiedHere: 'bezet',
      marked: 'gedekt door {who}: een Run mag niet naast hem komen',
      'out-of-movement': 'geen beweging meer (MA {ma}, {used} gebruikt)',
      'out-of-movement-rolled': 'geen beweging meer',
      'no-path': 'in deze beweging niet te bereiken',
      blocked: 'geblokkeerd vak',
      'off-pitch': 'buiten het ijs',
      trapdoor: 'valluik: je mag hier staan, maar een nieuwe bal die erdoor omhoog komt verwondt je',
      crease: 'doelgebied van de tegenstander: hier je beurt eindigen riskeert een straf voor hinderen',
    },
  },
}
