import fs from 'node:fs/promises';
import path from 'node:path';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Locale } from '@kramik/contract';
import { translate, type MessageKey } from '../../i18n/messages.js';

/** What the printed card shows, already in the card's language. */
export interface CardContent {
  productName: string;
  makerName: string;
  code: string;
  editionNumber: number | null;
  editionSize: number | null;
  soldAt: Date;
  materials: string;
  technique: string;
  hoursOfWork: number | null;
  care: string;
  url: string;
}

// cp1252 beyond Latin-1: what the standard fonts' WinAnsi encoding can draw.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const POLISH: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ś: 's',
  ź: 'z',
  ż: 'z',
  Ą: 'A',
  Ć: 'C',
  Ę: 'E',
  Ł: 'L',
  Ń: 'N',
  Ś: 'S',
  Ź: 'Z',
  Ż: 'Z',
};

/** What the standard PDF fonts can draw (WinAnsi): ASCII, Latin-1 and cp1252's extras. */
export const winAnsi = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/**
 * Text a font can draw, on one line: a character the font lacks loses its marks (ł → l, when the
 * font lacks ł) or becomes "?". The card's own fonts (DejaVu) draw every European language; the
 * standard fonts, used only if those cannot be read, draw WinAnsi, as the shipping labels do.
 */
export function cardText(text: string, drawable: (ch: string) => boolean = winAnsi) {
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((ch) => {
      if (drawable(ch)) return ch;
      const bare = POLISH[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return bare.length === 1 && drawable(bare) ? bare : '?';
    })
    .join('');
}

const FONT_DIR = path.resolve(import.meta.dirname, 'fonts');
let fontFiles: Promise<{ sans: Buffer; serif: Buffer }> | undefined;

/** The card's Unicode fonts, read once (beside this file, or beside the compiled server). */
function readFonts() {
  fontFiles ??= Promise.all([
    fs.readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    fs.readFile(path.join(FONT_DIR, 'DejaVuSerif-Bold.ttf')),
  ]).then(([sans, serif]) => ({ sans, serif }));
  return fontFiles.catch(() => {
    fontFiles = undefined;
    return null;
  });
}

/**
 * pdf-lib and fontkit (about 15 MiB resident together) are loaded at the first card, not when the
 * server starts: most processes never print one (docs/benchmarks.md, the idle shop's memory).
 */
async function loadPdfLib() {
  const [pdf, { default: fontkit }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ]);
  return { ...pdf, fontkit };
}
type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

/** The card's fonts in the document: DejaVu (subset), else the standard ones. */
async function embedFonts(doc: PDFDocument, { fontkit, StandardFonts }: PdfLib) {
  const files = await readFonts();
  if (files) {
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(files.sans, { subset: true });
    const bold = await doc.embedFont(files.serif, { subset: true });
    const glyphs = new Set([...font.getCharacterSet(), ...bold.getCharacterSet()]);
    return { font, bold, drawable: (ch: string) => glyphs.has(ch.codePointAt(0)!) };
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  return { font, bold, drawable: winAnsi };
}

/** Breaks text (already drawable) into lines that fit `width` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  // A unit stays with its number ("1250 °C", "50 %").
  for (const word of text
    .replace(/ (?=[°%])/g, '\u00a0')
    .split(' ')
    .filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A word longer than the line is cut.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

const A6 = { width: 297.64, height: 419.53 };

/**
 * The piece's card: an A6 page to print and give with the piece — the product and its maker,
 * the edition, what it is made of and how, the hours, the care, and the QR code of the piece's
 * page. The card's fonts have no Chinese glyphs: a zh-CN card is printed in English.
 */
export async function pieceCardPdf(content: CardContent, requested: Locale) {
  const locale: Locale = requested === 'zh-CN' ? 'en-US' : requested;
  const pdf = await loadPdfLib();
  const INK = pdf.rgb(0.16, 0.13, 0.11);
  const MUTED = pdf.rgb(0.42, 0.38, 0.34);
  const ACCENT = pdf.rgb(0.55, 0.27, 0.16);
  const doc = await pdf.PDFDocument.create();
  doc.setTitle(`${translate('cardTitle', locale)}: ${content.productName}`);
  doc.setProducer('Kramik');
  doc.setCreationDate(content.soldAt);
  const { font, bold, drawable } = await embedFonts(doc, pdf);
  const serif = bold;
  const text = (value: string) => cardText(value, drawable);
  const t = (key: MessageKey, params?: Record<string, string>) =>
    text(translate(key, locale, params));
  const page = doc.addPage([A6.width, A6.height]);
  const left = 22;
  const inner = A6.width - 2 * left;
  let y = A6.height - 30;

  page.drawRectangle({
    x: 10,
    y: 10,
    width: A6.width - 20,
    height: A6.height - 20,
    borderColor: ACCENT,
    borderWidth: 0.8,
  });
  page.drawText(t('cardTitle').toUpperCase(), { x: left, y, size: 8, font: bold, color: ACCENT });
  page.drawText('KRAMIK', {
    x: A6.width - left - bold.widthOfTextAtSize('KRAMIK', 8),
    y,
    size: 8,
    font: bold,
    color: MUTED,
  });
  y -= 24;
  for (const line of wrap(text(content.productName), serif, 17, inner).slice(0, 2)) {
    page.drawText(line, { x: left, y, size: 17, font: serif, color: INK });
    y -= 20;
  }
  page.drawText(`${t('cardMaker')}: ${text(content.makerName)}`, {
    x: left,
    y,
    size: 9.5,
    font,
    color: INK,
  });
  y -= 14;
  const edition =
    content.editionNumber !== null && content.editionSize !== null
      ? t('cardNumbered', { n: String(content.editionNumber), size: String(content.editionSize) })
      : t('cardOneOfOne');
  page.drawText(`${t('cardEdition')}: ${edition}`, {
    x: left,
    y,
    size: 9.5,
    font: bold,
    color: INK,
  });
  y -= 18;

  const field = (label: string, value: string, maxLines: number) => {
    if (!value.trim()) return;
    page.drawText(label.toUpperCase(), { x: left, y, size: 6.5, font: bold, color: MUTED });
    y -= 10;
    for (const line of wrap(text(value), font, 8.5, inner).slice(0, maxLines)) {
      page.drawText(line, { x: left, y, size: 8.5, font, color: INK });
      y -= 11;
    }
    y -= 4;
  };
  field(t('cardMaterials'), content.materials, 3);
  field(t('cardTechnique'), content.technique, 3);
  if (content.hoursOfWork !== null) field(t('cardHours'), String(content.hoursOfWork), 1);
  // The care text fills what is left above the QR code.
  const qrSize = 84;
  const bottom = 26 + qrSize + 8;
  const careLines = Math.max(0, Math.floor((y - bottom - 10) / 11));
  if (careLines > 0) field(t('cardCare'), content.care, careLines);

  await drawQr(doc, page, content.url, A6.width - left - qrSize, 26, qrSize);
  page.drawText(`${t('cardPiece')} ${content.code}`, {
    x: left,
    y: 60,
    size: 7.5,
    font: bold,
    color: INK,
  });
  page.drawText(`${t('cardSold')}: ${content.soldAt.toISOString().slice(0, 10)}`, {
    x: left,
    y: 48,
    size: 7.5,
    font,
    color: INK,
  });
  for (const [i, line] of wrap(t('cardScan'), font, 7, inner - qrSize - 12).entries()) {
    page.drawText(line, { x: left, y: 34 - i * 9, size: 7, font, color: MUTED });
  }
  return Buffer.from(await doc.save());
}

async function drawQr(
  doc: PDFDocument,
  page: PDFPage,
  url: string,
  x: number,
  y: number,
  size: number,
) {
  const png = await QRCode.toBuffer(url, { type: 'png', width: 360, margin: 1 });
  const image = await doc.embedPng(png);
  page.drawImage(image, { x, y, width: size, height: size });
}
