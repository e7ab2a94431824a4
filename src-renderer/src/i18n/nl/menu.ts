export default {
  menu: {
    label: 'Hoofdmenu',
    soon: 'binnenkort',
    items: {
      new: { label: 'Nieuw spel', hint: 'Kies twee teams en trap af' },
      continue: { label: 'Verder spelen', hint: 'Ga verder met je laatste onafgemaakte spel' },
      load: { label: 'Laden', hint: 'Een opgeslagen spel openen, bekijken of beheren' },
      replays: { label: 'Herhalingen', hint: 'Bekijk afgelopen spellen en de klassiekers opnieuw' },
      teams: { label: 'Teams', hint: 'Je opgeslagen teams: importeren, exporteren, hernoemen, dupliceren' },
      leagues: {
        label: 'Competities',
        hint: 'Clubcompetities met je teams: wedstrijden, AI-duels, de stand',
      },
      drills: { label: 'Oefeningen', hint: 'Korte lessen: leer elk spel stap voor stap' },
      showcase: {
        label: 'Vitrine',
        hint: 'Je beschilderde teams op een draaischijf: kleuren en eigen modellen',
      },
      display: { label: 'Weergave', hint: 'De lopende wedstrijd of een demolus op een groot scherm' },
      photo: { label: 'Foto', hint: 'Fotomodus: vrije camera, scherptediepte, export als PNG' },
      settings: { label: 'Instellingen', hint: 'Taal, animaties, camera en scherm' },
    },
  },
}
