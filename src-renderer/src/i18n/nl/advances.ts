export default {
  advances: {
    title: 'Nieuwe vaardigheden kiezen',
    intro:
      'Elk niveau dat een sterspeler bereikt geeft hem één nieuwe vaardigheid, die hij in zijn opgeslagen team houdt. Kies die voor elke speler van je teams; de teams van de computer kiezen zelf.',
    due: '{level}: nieuwe vaardigheid {n} van {due}',
    choose: 'Kies een vaardigheid',
    take: 'Vaardigheid nemen',
    taken: 'Heeft geleerd: {skills}',
    learned: 'Geleerd in een competitie: {skills}',
    categories: {
      general: 'Algemeen',
      agility: 'Behendigheid',
      strength: 'Kracht',
      passing: 'Passen',
    },
  },
}
