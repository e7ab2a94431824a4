export default {
  share: {
    title: 'Delen op het lokale netwerk',
    switch: 'Delen op het lokale netwerk',
    hint: 'Een tv of tablet op dit netwerk kan meekijken in de browser. Gaat weer uit als Pitchside sluit.',
    open: 'Open een van deze adressen in de browser van de tv, of scan de code:',
    qr: 'QR-code voor {url}',
    viewers: 'Niemand kijkt mee | Eén scherm kijkt mee | {n} schermen kijken mee',
    readOnly: 'kijkers kijken alleen: ze kunnen niet spelen, terugzetten of iets veranderen.',
    viewing: 'Meekijken — alleen lezen',
  },
}
