export default {
  share: {
    title: 'Share on local network',
    switch: 'Share on local network',
    hint: 'A TV or tablet on this network can watch in its browser. Off again when Pitchside closes.',
    open: 'Open one of these addresses in the TV’s browser, or scan its code:',
    qr: 'QR code for {url}',
    viewers: 'No one is watching | One screen is watching | {n} screens are watching',
    readOnly: 'viewers only watch: they cannot play, undo or change anything.',
    viewing: 'Viewing — read only',
  },
}
