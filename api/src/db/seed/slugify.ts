/** `Galaxy S24+` -> `galaxy-s24-plus`, `Nothing Phone (2a)` -> `nothing-phone-2a`, `Plzeň` -> `plzen`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, ' plus ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
