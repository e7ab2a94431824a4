// What the play screen may show about a legal action beyond its chance (issue 19: every choice where it happens):
// where a push choice sends the pushed player, how many block (or check) dice a block rolls and whose coach picks,
// and the face a "which die?" choice takes. Answered by the ruleset (`Ruleset.actionInfo`), which knows the rules;
// the renderer only draws it.

export interface SquareRef {
  readonly x: number
  readonly y: number
}

export interface ActionInfo {
  /**
   * A push choice: the pushed piece, the square he stands on and the square chosen (off the pitch: the crowd or
   * the boards). `to` null: no square may be taken and he stays where he is.
   */
  readonly push?: { readonly piece: number; readonly from: SquareRef; readonly to: SquareRef | null }
  /** A block (or Cross Check's check): dice rolled and whose coach picks the one that counts. */
  readonly block?: { readonly dice: number; readonly picker: 'attacker' | 'defender' }
  /** A "which die?" choice: the face it takes, as the game names it ('pushed', 'kerrunch'...). */
  readonly face?: string
}
