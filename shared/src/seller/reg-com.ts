// The Romanian trade register number (MARKETS.md §4): the old `J40/2997/2019` form (J company, F sole trader,
// C cooperative; county 1-40, 51 or 52; serial; year or full date) and, since 26 Jul 2024, 14 characters:
// letter, year, 6-digit serial, 2-digit county, check digit. Both are in circulation.

const OLD_FORM = /^([JFC])(\d{1,2})\/(\d{1,7})\/(\d{4}|\d{2}\.\d{2}\.\d{4})$/;
const NEW_FORM = /^([JFC])(\d{12})(\d)$/;

function validCounty(code: number): boolean {
  return (code >= 1 && code <= 40) || code === 51 || code === 52;
}

/** The check digit of the new form: (letter code mod 10 + the 12 digits) mod 10. */
function newFormCheck(letter: string, digits: string): number {
  return ([...digits].reduce((sum, digit) => sum + Number(digit), letter.charCodeAt(0) % 10)) % 10;
}

export function isValidRegComNumber(text: string): boolean {
  const value = text.replace(/\s+/g, '').toUpperCase();
  const old = OLD_FORM.exec(value);
  if (old) return validCounty(Number(old[2]));
  const current = NEW_FORM.exec(value);
  return current !== null && newFormCheck(current[1]!, current[2]!) === Number(current[3]);
}
