/** A parsed CSV file: the header's cells and each following non-empty line with its line number (header = 1). */
export interface CsvTable {
  header: string[];
  /** The header's cells as the file writes them (trimmed), to name a column back to its reader. */
  names: string[];
  rows: { line: number; cells: string[] }[];
}

/** Czech and Romanian Excel write `;` (the comma is their decimal mark); other tools write `,`. The header decides. */
function detectDelimiter(firstLine: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * RFC 4180 CSV (quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF), UTF-8 with
 * or without a byte order mark. Kept here rather than a dependency: the import needs only this.
 */
export function parseCsv(text: string): CsvTable {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = detectDelimiter(source.split(/\r?\n/, 1)[0] ?? '');
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  const [header, ...rows] = records;
  const names = (header?.cells ?? []).map((name) => name.trim());
  return { header: names.map((name) => name.toLowerCase()), names, rows };
}
