/** Lower case, without diacritics and repeated spaces: what pickup-point search compares. */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
