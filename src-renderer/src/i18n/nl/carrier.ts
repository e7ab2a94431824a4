// Cross Check's puck carrier on the play screen (play/carrier.ts), in Dutch: his modes and the puck's compass.
export default {
  carrier: {
    mode: {
      move: 'Terug naar de beweging',
      pass: 'Passen…',
      shoot: 'Schieten…',
      turn: 'De puck draaien…',
    },
    compass: 'De puck draaien',
    compassHint:
      'Cijfers van het numerieke toetsenbord of pijltjestoetsen; Esc of R gaat terug naar de beweging.',
    point: { N: 'N', NE: 'NO', E: 'O', SE: 'ZO', S: 'Z', SW: 'ZW', W: 'W', NW: 'NW' },
    turn: {
      N: 'Puck naar het noorden (N)',
      NE: 'Puck naar het noordoosten (NO)',
      E: 'Puck naar het oosten (O)',
      SE: 'Puck naar het zuidoosten (ZO)',
      S: 'Puck naar het zuiden (Z)',
      SW: 'Puck naar het zuidwesten (ZW)',
      W: 'Puck naar het westen (W)',
      NW: 'Puck naar het noordwesten (NW)',
    },
  },
}
