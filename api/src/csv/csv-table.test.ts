import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCsv } from './csv-table';

test('semicolon files from Czech Excel with a BOM and CRLF', () => {
  const table = parseCsv('\uFEFFCode;Value\r\nABC;10\r\n\r\nDEF;"1,5"\r\n');
  assert.deepEqual(table.header, ['code', 'value']);
  assert.deepEqual(table.names, ['Code', 'Value'], 'the names as written');
  assert.deepEqual(table.rows, [
    { line: 2, cells: ['ABC', '10'] },
    { line: 4, cells: ['DEF', '1,5'] },
  ]);
});

test('comma files with quoted delimiters, doubled quotes and a line break inside quotes', () => {
  const table = parseCsv('code,note\nA,"x, ""y"""\nB,"two\nlines"\nC,last');
  assert.deepEqual(table.header, ['code', 'note']);
  assert.deepEqual(table.rows, [
    { line: 2, cells: ['A', 'x, "y"'] },
    { line: 3, cells: ['B', 'two\nlines'] },
    { line: 5, cells: ['C', 'last'] },
  ]);
});

test('an empty file has no header', () => {
  assert.deepEqual(parseCsv(''), { header: [], names: [], rows: [] });
});
