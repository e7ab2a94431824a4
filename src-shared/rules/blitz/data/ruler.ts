// 001: Throw Action — the Throw Ruler on a square grid. UNCERTAIN (game-facts B1, measured): about 8 squares
// long, black (Short) half to 4 squares, red (Long) half to 8. The ruler starts at the edge of the thrower's base
// (half a square from its centre) and must reach the centre of the target's square, so with d the distance between
// square centres: Short when d ≤ 4.5, Long when d ≤ 8.5. Compared as squared distances in whole numbers.

export const RULER = { short: 4, long: 8, baseRadius: 0.5 } as const

export const SHORT_D2 = Math.floor((RULER.short + RULER.baseRadius) ** 2) // 20
export const LONG_D2 = Math.floor((RULER.long + RULER.baseRadius) ** 2) // 72
