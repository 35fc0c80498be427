import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a PDF reader would extract, page after page: what the tests read out of the shop's PDFs. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string; title: string | undefined }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  await document.destroy();
  return { pages: document.numPages, text: pages.join('\n').replace(/\s+/g, ' '), title: info.Title };
}
