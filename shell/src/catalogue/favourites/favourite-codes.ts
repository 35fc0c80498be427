/** Marks or unmarks a favourite; the newest mark comes first. */
export function toggledFavourite(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? codes.filter((item) => item !== code) : [code, ...codes];
}

/**
 * At login the browser's favourites join the account's (the server merges them too, this is
 * what the browser shows meanwhile): the account's order first, then what only the browser had.
 */
export function mergedFavourites(account: readonly string[], browser: readonly string[]): string[] {
  return [...account, ...browser.filter((code) => !account.includes(code))];
}
