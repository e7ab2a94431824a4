// Cross Check's puck carrier on the play screen (play/carrier.ts): his modes and the puck's compass.
export default {
  carrier: {
    mode: {
      move: 'Back to the move',
      pass: 'Pass…',
      shoot: 'Shoot…',
      turn: 'Turn the puck…',
    },
    compass: 'Turn the puck',
    compassHint: 'Keypad digits or arrow keys; Esc or R goes back to the move.',
    point: { N: 'N', NE: 'NE', E: 'E', SE: 'SE', S: 'S', SW: 'SW', W: 'W', NW: 'NW' },
    turn: {
      N: 'Turn the puck north (N)',
      NE: 'Turn the puck north-east (NE)',
      E: 'Turn the puck east (E)',
      SE: 'Turn the puck south-east (SE)',
      S: 'Turn the puck south (S)',
      SW: 'Turn the puck south-west (SW)',
      W: 'Turn the puck west (W)',
      NW: 'Turn the puck north-west (NW)',
    },
  },
}
