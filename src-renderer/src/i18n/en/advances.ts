export default {
  advances: {
    title: 'New skills to choose',
    intro:
      'Each level a star player reaches brings him one new skill, which he keeps on his saved team. Choose it for each player of your teams; the computer’s teams choose their own.',
    due: '{level}: new skill {n} of {due}',
    choose: 'Choose a skill',
    take: 'Take skill',
    taken: 'Has learned: {skills}',
    learned: 'Learned in a league: {skills}',
    categories: {
      general: 'General',
      agility: 'Agility',
      strength: 'Strength',
      passing: 'Passing',
    },
  },
}
