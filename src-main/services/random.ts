// Main's seeded generator is the AI's (src-shared/ai/rng.ts): one implementation, re-exported here for main-side
// choices; it never touches a game's dice.
export { createRandom, type Random } from '@shared/ai/rng'
