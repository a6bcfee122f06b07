import PDFDocument from 'pdfkit';
import type { Receipt } from '@clinic/shared/contract';
import type { Language } from '@clinic/shared/i18n';
import { receiptFacts, receiptWords, type ReceiptWords } from '@clinic/shared/receipt';
import { fontRuns, receiptFonts, type Weight } from './receipt-fonts';

// The site's tokens (shared/src/styles/tokens.css), as a printed page can carry them.
const PRIMARY = '#0b5e6b';
const TEXT = '#1d2a30';
const MUTED = '#4d5e66';
const LINE = '#d5dee2';
const SOFT = '#e3f2f3';
const GREEN = '#1e7a46';

const MARGIN = 56;
const LABEL_WIDTH = 150;

type Doc = InstanceType<typeof PDFDocument>;

interface Style {
  weight?: Weight;
  size: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right';
}

/**
 * Writes one line of text at (x, y), switching fonts where its script needs another (₹, Kannada…). Every
 * run sits on the Latin font's baseline: pdfkit places text by its own font's ascent, which is taller in
 * Noto Sans Kannada, and a Kannada word would ride above the Latin beside it.
 */
function write(doc: Doc, text: string, x: number, y: number, { weight = 'regular', size, color = TEXT, width, align }: Style) {
  const fonts = receiptFonts()[weight];
  const runs = fontRuns(text, fonts);
  const baseline = -(fonts[0]!.ascender / 1000) * size;
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, i) => {
    const more = i < runs.length - 1;
    doc.font(run.font.name);
    if (i === 0) doc.text(run.text, x, y, { width, align, continued: more, baseline });
    else doc.text(run.text, { continued: more, baseline });
  });
}

function header(doc: Doc, receipt: Receipt, words: ReceiptWords) {
  const { clinic } = receipt;
  const right = doc.page.width - MARGIN;
  doc.rect(0, 0, doc.page.width, 8).fill(PRIMARY);
  write(doc, clinic.name, MARGIN, MARGIN, { weight: 'bold', size: 17, color: PRIMARY });
  let y = MARGIN + 26;
  for (const line of [...clinic.addressLines, `${clinic.phone}  ·  ${clinic.email}`]) {
    write(doc, line, MARGIN, y, { size: 10, color: MUTED });
    y += 14;
  }
  write(doc, words.title, MARGIN, y + 18, { weight: 'bold', size: 24 });
  write(doc, words.standing, MARGIN, y + 28, {
    weight: 'bold',
    size: 12,
    color: receipt.refund?.state === 'started' ? PRIMARY : GREEN,
    width: right - MARGIN,
    align: 'right',
  });
  doc
    .moveTo(MARGIN, y + 60)
    .lineTo(right, y + 60)
    .lineWidth(1)
    .strokeColor(LINE)
    .stroke();
  return y + 80;
}

/** Each fact as a row: its label on the left, its value beside it (wrapped if long). */
function facts(doc: Doc, receipt: Receipt, lang: Language, top: number) {
  const valueX = MARGIN + LABEL_WIDTH;
  const valueWidth = doc.page.width - MARGIN - valueX;
  let y = top;
  for (const { key, label, value } of receiptFacts(receipt, undefined, lang)) {
    const amount = key === 'amountPaid';
    if (amount) {
      doc.rect(MARGIN - 10, y - 8, doc.page.width - 2 * MARGIN + 20, 40).fill(SOFT);
    }
    // Labels are a size smaller than values: lowered a little so the two share a baseline.
    write(doc, label, MARGIN, y + (amount ? 5 : 1), { size: 10.5, color: MUTED, width: LABEL_WIDTH - 12 });
    write(doc, value, valueX, y, { weight: amount ? 'bold' : 'regular', size: amount ? 17 : 11.5, width: valueWidth });
    y = Math.max(doc.y, y + 16) + (amount ? 22 : 12);
  }
  return y;
}

function footer(doc: Doc, words: ReceiptWords, top: number) {
  const lines = [words.closing, words.questions, words.issued];
  let y = top + 12;
  for (const line of lines) {
    write(doc, line, MARGIN, y, { size: 9.5, color: MUTED, width: doc.page.width - 2 * MARGIN });
    y = doc.y + 6;
  }
}

/**
 * The receipt as an A4 PDF (decision 51): the same lines as the page, in Noto Sans from npm, in the
 * patient's language (decision 32), which the document names for screen readers.
 */
export function renderReceiptPdf(receipt: Receipt, lang: Language = 'en'): Promise<Buffer> {
  const words = receiptWords(receipt, lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: `${lang}-IN`,
    displayTitle: true,
    info: {
      Title: words.label,
      Author: receipt.clinic.name,
      Subject: words.subject,
    },
  });
  for (const font of [...receiptFonts().regular, ...receiptFonts().bold]) doc.registerFont(font.name, font.data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  footer(doc, words, facts(doc, receipt, lang, header(doc, receipt, words)));
  doc.end();
  return done;
}
