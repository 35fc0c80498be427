/**
 * Text a spreadsheet reads as a formula: `=`, `+`, `-`, `@`, and the tab and carriage return that some
 * spreadsheets skip before one (OWASP "CSV injection"). A product name like `=HYPERLINK(...)` typed by a
 * supplier or staff must open as text on the desk that exports it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of every CSV the shop writes (`;`-separated, for Czech and Romanian Excel): text that would
 * start a formula gets a leading `'` (Excel and LibreOffice show it as text and hide the quote); numbers
 * stay numbers. Quoted per RFC 4180 when it holds the delimiter, a quote or a line break.
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell read back from a file the shop exported: the `'` that csvCell put before a formula character taken off again. */
export function csvText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
