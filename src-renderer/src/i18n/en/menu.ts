export default {
  menu: {
    label: 'Main menu',
    soon: 'soon',
    items: {
      new: { label: 'New game', hint: 'Pick two teams and kick off' },
      continue: { label: 'Continue', hint: 'Resume your last unfinished game' },
      load: { label: 'Load', hint: 'Open, watch or manage a saved game' },
      replays: { label: 'Replays', hint: 'Watch finished games and the classics again' },
      teams: { label: 'Teams', hint: 'Your saved teams: import, export, rename, duplicate' },
      leagues: { label: 'Leagues', hint: 'Club leagues of your teams: fixtures, AI matches, the table' },
      drills: { label: 'Drills', hint: 'Short tutorials: learn each game step by step' },
      showcase: { label: 'Showcase', hint: 'Your painted teams on a turntable: colours and own models' },
      display: { label: 'Display', hint: 'Match in progress or attract loop on a big screen' },
      photo: { label: 'Photo', hint: 'Photo mode: free camera, depth of field, PNG export' },
      settings: { label: 'Settings', hint: 'Language, animations, camera and display' },
    },
  },
}
