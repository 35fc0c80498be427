/** An element of a parsed document: its name, attributes, text (entities decoded) and child elements. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (/[<>]/.test(text)) throw new Error(`raw markup character in text: ${text.slice(0, 60)}`);
  return text.replace(/&([a-z]+|#\d+|#x[0-9a-f]+);|&/gi, (whole, name: string | undefined) => {
    if (name === undefined) throw new Error(`bare & in text: ${text.slice(0, 60)}`);
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const char = ENTITIES[name];
    if (char === undefined) throw new Error(`unknown entity ${whole}`);
    return char;
  });
}

/**
 * A strict parser for the feed tests (no XML library in the API's dependencies): the declaration, elements,
 * attributes and text only. Throws on anything not well-formed: unclosed or crossed tags, a bare `&` or `<`,
 * an unknown entity, text outside the root.
 */
export function parseXml(source: string): XmlElement {
  const body = source.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] };
  const stack: XmlElement[] = [root];
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  let position = 0;
  while (position < body.length) {
    const next = body.indexOf('<', position);
    const text = body.slice(position, next === -1 ? body.length : next);
    const current = stack[stack.length - 1]!;
    if (text.trim() !== '' && current === root) throw new Error('text outside the root element');
    current.text += decode(text);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(body);
    if (!match) throw new Error(`malformed tag at ${next}: ${body.slice(next, next + 60)}`);
    const [, closing, name, attributeText, selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
    } else {
      const attributes: Record<string, string> = {};
      for (const [, key, value] of attributeText!.matchAll(/([\w:.-]+)="([^"]*)"/g)) attributes[key!] = decode(value!);
      const element: XmlElement = { name: name!, attributes, text: '', children: [] };
      current.children.push(element);
      if (current === root && root.children.length > 1) throw new Error('more than one root element');
      if (!selfClosing) stack.push(element);
    }
    position = tag.lastIndex;
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (root.children.length !== 1) throw new Error('no root element');
  return root.children[0]!;
}

/** The text of the first child named `name`, or undefined. */
export function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((child) => child.name === name)?.text;
}
