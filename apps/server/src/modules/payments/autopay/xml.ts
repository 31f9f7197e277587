/**
 * The little XML that AutoPay speaks: small, flat documents of elements and text (the ITN
 * `transactionList` and our `confirmationList` answer). A full parser would be a dependency for
 * two documents, so this reads exactly that subset and refuses the rest. DOCTYPE and entity
 * declarations are refused outright: an ITN comes from the network and must not be able to make
 * us expand entities.
 */
import { escapeXml } from '../../../lib/text.js';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), decoded; children's text is not part of it. */
  text: string;
}

export class XmlError extends Error {
  override name = 'XmlError';
}

/** An element to write: text content, or children in order. */
export type XmlNode = { name: string; text: string } | { name: string; children: XmlNode[] };

const MAX_DEPTH = 16;
const MAX_LENGTH = 256 * 1024;
const NAME = /^[A-Za-z_][\w.:-]*/;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Writes a document with an XML declaration; every text is escaped. */
export function writeXml(root: XmlNode) {
  const write = (node: XmlNode): string =>
    'text' in node
      ? `<${node.name}>${escapeXml(node.text)}</${node.name}>`
      : `<${node.name}>${node.children.map(write).join('')}</${node.name}>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(root)}`;
}

function decodeText(raw: string) {
  return raw.replace(/&([^;&\s]*);?/g, (match, ref: string) => {
    if (!match.endsWith(';')) throw new XmlError('bare & in text');
    const named = PREDEFINED[ref];
    if (named !== undefined) return named;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}))$/.exec(ref);
    if (!numeric) throw new XmlError(`entity &${ref}; is not allowed`);
    const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
    if (code > 0x10ffff || code === 0) throw new XmlError(`bad character reference &${ref};`);
    return String.fromCodePoint(code);
  });
}

/** Parses a document into its root element; throws XmlError on anything outside the subset. */
export function parseXml(source: string): XmlElement {
  if (source.length > MAX_LENGTH) throw new XmlError('document too large');
  let pos = source.charCodeAt(0) === 0xfeff ? 1 : 0;

  const fail = (message: string): never => {
    throw new XmlError(`${message} at offset ${pos}`);
  };
  const startsWith = (token: string) => source.startsWith(token, pos);
  const skipSpace = () => {
    while (pos < source.length && /\s/.test(source[pos]!)) pos++;
  };
  const skipPast = (token: string) => {
    const end = source.indexOf(token, pos);
    if (end < 0) fail(`unterminated, expected ${token}`);
    const skipped = source.slice(pos, end);
    pos = end + token.length;
    return skipped;
  };
  /** Comments may appear anywhere between elements; declarations and instructions may not. */
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (startsWith('<!--')) skipPast('-->');
      else if (startsWith('<!')) fail('DOCTYPE and declarations are not allowed');
      else if (startsWith('<?')) fail('processing instructions are not allowed');
      else return;
    }
  };
  const readName = () => {
    const match = NAME.exec(source.slice(pos, pos + 256));
    if (!match) fail('expected a name');
    pos += match![0].length;
    return match![0];
  };

  const readElement = (depth: number): XmlElement => {
    if (depth > MAX_DEPTH) fail('nesting too deep');
    if (!startsWith('<')) fail('expected an element');
    pos++;
    const element: XmlElement = { name: readName(), attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (startsWith('/>')) {
        pos += 2;
        return element;
      }
      if (startsWith('>')) {
        pos++;
        break;
      }
      const attribute = readName();
      skipSpace();
      if (!startsWith('=')) fail('expected =');
      pos++;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail('expected a quoted attribute value');
      pos++;
      const value = skipPast(quote!);
      if (value.includes('<')) fail('< in an attribute value');
      if (attribute in element.attributes) fail(`duplicate attribute ${attribute}`);
      element.attributes[attribute] = decodeText(value);
    }
    let text = '';
    for (;;) {
      if (pos >= source.length) fail(`unclosed <${element.name}>`);
      if (startsWith('</')) {
        pos += 2;
        if (readName() !== element.name) fail(`mismatched closing tag for <${element.name}>`);
        skipSpace();
        if (!startsWith('>')) fail('expected >');
        pos++;
        // Whitespace between child elements is layout, not content.
        element.text = element.children.length > 0 && text.trim() === '' ? '' : text;
        return element;
      }
      if (startsWith('<![CDATA[')) {
        pos += 9;
        text += skipPast(']]>');
      } else if (startsWith('<!--')) {
        skipPast('-->');
      } else if (startsWith('<!')) {
        fail('declarations are not allowed');
      } else if (startsWith('<?')) {
        fail('processing instructions are not allowed');
      } else if (startsWith('<')) {
        element.children.push(readElement(depth + 1));
      } else {
        const end = source.indexOf('<', pos);
        const raw = source.slice(pos, end < 0 ? source.length : end);
        pos += raw.length;
        text += decodeText(raw);
      }
    }
  };

  // The declaration `<?xml …?>` is the one instruction allowed, and only first.
  if (/^<\?xml[\s?]/.test(source.slice(pos, pos + 6))) {
    const declaration = skipPast('?>');
    const encoding = /encoding\s*=\s*["']([^"']+)["']/i.exec(declaration);
    if (encoding && !/^utf-?8$/i.test(encoding[1]!)) fail(`unsupported encoding ${encoding[1]}`);
  }
  skipMisc();
  const root = readElement(0);
  skipMisc();
  if (pos < source.length) fail('content after the root element');
  return root;
}

/** The first child with this name, if any. */
export function child(element: XmlElement, name: string) {
  return element.children.find((c) => c.name === name);
}

/** The text of the one child with this name; throws when it is missing or repeated. */
export function childText(element: XmlElement, name: string) {
  const found = element.children.filter((c) => c.name === name);
  if (found.length !== 1)
    throw new XmlError(`<${element.name}> needs exactly one <${name}>, has ${found.length}`);
  return found[0]!.text;
}
