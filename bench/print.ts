// How `npm run bench` prints a figure: `name: value unit`, one a line (whole numbers from 100 up, two decimals
// below), so runs can be compared line by line. Shared by bench/run.ts and the engines' bundle (bench/engines.ts).

export type Figures = Record<string, [number, string]>

export function printFigures(results: Figures): void {
  for (const [name, [value, unit]] of Object.entries(results))
    console.log(`${name}: ${value >= 100 ? Math.round(value) : value.toFixed(2)}${unit ? ' ' + unit : ''}`)
}
