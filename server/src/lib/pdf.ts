import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';

/**
 * pdfkit (with its font engine, 2 MB of code) is loaded at the first document, not at the
 * server's start: most starts never print one (bench/HISTORY.md, "Memory").
 */
let pdfKit: typeof PDFKit | undefined;
function PDFDocumentClass(): typeof PDFKit {
  pdfKit ??= createRequire(import.meta.url)('pdfkit') as typeof PDFKit;
  return pdfKit;
}

/*
 * The portal's printed documents (statements, invoices) share one look: A4, the club's
 * letterhead, tables with thin rules, and a footer on every page.
 */

export const BRAND = '#8f1d21';
export const MUTED = '#555555';

export interface Letterhead {
  clubName: string;
  address: string;
  phone: string;
  email: string;
}

type Doc = InstanceType<typeof PDFKit>;

export interface Pdf {
  doc: Doc;
  left: number;
  width: number;
  /** Writes the footer on every page and ends the document; answers its bytes. */
  finish(footer: (page: number, pages: number) => string): Promise<Buffer>;
}

/** An A4 document with the club's letterhead drawn on its first page. */
export function startPdf(
  club: Letterhead,
  info: { title: string; subject: string },
  options: { compress?: boolean } = {},
): Pdf {
  const PDFDocument = PDFDocumentClass();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: info.title, Author: club.clubName, Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(18).text(club.clubName, left, 48);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(club.address);
  doc.text(`${club.phone}  ·  ${club.email}`);
  doc
    .moveTo(left, doc.y + 6)
    .lineTo(left + width, doc.y + 6)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
  doc.moveDown(1.2);

  return {
    doc,
    left,
    width,
    finish(footer) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc
          .fontSize(7.5)
          .fillColor(MUTED)
          .text(footer(i + 1, range.count), left, doc.page.height - 32, { width, align: 'center' });
        doc.page.margins.bottom = bottom;
      }
      doc.end();
      return done;
    },
  };
}

export interface Column {
  label: string;
  w: number;
  align: 'left' | 'right';
}

/** A table row writer: values per column, an optional second line under column `subAt`. */
export function tableRows(pdf: Pdf, cols: Column[], subAt = 1) {
  const { doc, left, width } = pdf;
  return (values: string[], bold = false, sub?: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
    const y = doc.y;
    let x = left;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor('#000');
    let bottom = y;
    values.forEach((v, i) => {
      const c = cols[i]!;
      doc.text(v, x + 2, y, { width: c.w - 4, align: c.align });
      if (i === subAt && sub) {
        doc
          .fillColor(MUTED)
          .fontSize(7.5)
          .text(sub, x + 2, doc.y, { width: c.w - 4 });
        doc.fillColor('#000').fontSize(8.5);
      }
      bottom = Math.max(bottom, doc.y);
      x += c.w;
    });
    doc
      .moveTo(left, bottom + 3)
      .lineTo(left + width, bottom + 3)
      .lineWidth(0.5)
      .strokeColor('#dddddd')
      .stroke();
    doc.y = bottom + 6;
  };
}
