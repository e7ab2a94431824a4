export default {
  photo: {
    title: 'Fotomodus',
    open: 'Foto',
    openHint: 'Fotomodus: vrije camera, scherptediepte, PNG opslaan',
    background: 'Achtergrond',
    backgrounds: { table: 'Tafel', grey: 'Studiogrijs', black: 'Zwart' },
    depthOfField: 'Scherptediepte',
    blur: 'Onscherpte',
    focusHint:
      'Klik op de tafel om daar scherp te stellen; sleep om te draaien, rechts slepen om te schuiven, scrollen om te zoomen.',
    lineupHint:
      'De draaischijf staat stil zolang de fotomodus aan is. Klik op een miniatuur om erop scherp te stellen; sleep om rond de draaischijf te draaien, rechts slepen om te schuiven, scrollen om te zoomen.',
    teamHint:
      'Het hele team staat klaar voor de teamfoto, elk rugnummer op zijn eigen trede. Klik op een miniatuur om erop scherp te stellen; sleep om rond het team te draaien, rechts slepen om te schuiven, scrollen om te zoomen.',
    export: 'PNG opslaan',
    scale: '{n}×',
    scaleHint: '{width} × {height} pixels',
    saving: 'Foto wordt gemaakt…',
    saved: '{fileName} opgeslagen ({width} × {height})',
    failed: 'De foto mislukte: {error}',
    hide: 'Paneel verbergen (H)',
    show: 'Paneel tonen (H)',
    close: 'Fotomodus verlaten',
  },
}
