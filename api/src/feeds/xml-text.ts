/**
 * Text for an XML element or attribute: the five markup characters escaped, and characters XML 1.0
 * forbids (control characters other than tab and line breaks, lone surrogates) dropped, so a product
 * name pasted from anywhere never breaks the feed a comparison site parses.
 */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `<NAME>text</NAME>`, escaped. */
export function element(name: string, value: string | number): string {
  return `<${name}>${xmlText(String(value))}</${name}>`;
}
