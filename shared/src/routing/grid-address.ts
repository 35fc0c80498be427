import * as v from 'valibot';

/** A grid's query schema as the contract defines it (`pagedQuerySchema`): its entries say what the address may set. */
export type GridQuerySchema = v.GenericSchema & { entries: v.ObjectEntries };

type GridValues = Record<string, unknown>;

/** `orders.status`: each grid's keys carry its name, so two grids on one page keep apart. */
export function gridParam(grid: string, key: string): string {
  return `${grid}.${key}`;
}

const addressText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The grid's query as the address `search` asks for it. A key the address leaves out keeps its default; an
 * empty one clears the filter (`reviews.status=` shows every status where the default is pending); a value the
 * schema refuses (a typo, an old link) keeps the default, so a bad address still shows the grid.
 */
export function readGridQuery<Q extends GridValues>(search: string, grid: string, schema: GridQuerySchema, defaults: Q): Q {
  const params = new URLSearchParams(search);
  const query: GridValues = { ...defaults };
  for (const [key, entry] of Object.entries(schema.entries)) {
    const text = params.get(gridParam(grid, key));
    if (text === null) continue;
    const value = text === '' ? undefined : text;
    if (v.safeParse(entry as v.GenericSchema, value).success) query[key] = value;
  }
  return query as Q;
}

/** `search` with this grid's part replaced by `query`; values equal to their default stay out of the address. */
export function writeGridQuery(search: string, grid: string, query: GridValues, defaults: GridValues): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(gridParam(grid, ''))) params.delete(key);
  for (const key of new Set([...Object.keys(defaults), ...Object.keys(query)])) {
    const text = addressText(query[key]);
    if (text !== addressText(defaults[key])) params.set(gridParam(grid, key), text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** This grid's part of `search` alone, to tell whether an address change concerns it. */
export function gridPart(search: string, grid: string): string {
  return [...new URLSearchParams(search)]
    .filter(([key]) => key.startsWith(gridParam(grid, '')))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
}
