/** One line per figure, as the README's test command shows them: `[security] <suite>: <figure>`. */
export function printFigure(suite: string, figure: string): void {
  console.log(`[security] ${suite}: ${figure}`);
}
