import type { Locale } from '@shop/shared/contract/common';
import { translate } from '../i18n/server-i18n';
import { escapeXml } from './escape';
import { eprelUrl, type EnergyLabelRow } from './label-svg';
import { productSheetRows } from './product-sheet-rows';

/**
 * The product information sheet (Annex V of Reg. (EU) 2023/1669) as a page in the reader's language: the label's
 * values, battery capacity and update period, the EPREL registration, and links to the label and the same sheet
 * as a PDF (product-sheet-pdf.ts).
 */
export function productSheetHtml(label: EnergyLabelRow, typeCode: string, paths: { label_url: string; pdf_url: string }, locale: Locale): string {
  const t = (id: Parameters<typeof translate>[1], values?: Record<string, unknown>) => escapeXml(translate(locale, id, values));
  const rows = productSheetRows(label, typeCode, locale).map(({ caption, value }, index, all) => {
    // The last row is the EPREL number, which links to the model's page in the EU database.
    const cell = index === all.length - 1 ? `<a href="${escapeXml(eprelUrl(label.eprelRegistrationNumber))}">${escapeXml(value)}</a>` : escapeXml(value);
    return `<tr><th scope="row">${escapeXml(caption)}</th><td>${cell}</td></tr>`;
  });
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('energy.sheet.title')}: ${escapeXml(label.supplierName)} ${escapeXml(label.modelIdentifier)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#111}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:6px 8px;text-align:left;vertical-align:top}
th{width:55%;font-weight:normal}td{font-weight:700}a{color:#0645ad}
@media print{a{color:#000}.label{break-inside:avoid}.pdf{display:none}}
</style></head>
<body><main>
<h1>${t('energy.sheet.title')}</h1>
<p>${t('energy.sheet.intro')}</p>
<p class="pdf"><a href="${escapeXml(paths.pdf_url)}" download>${t('energy.sheet.download_pdf')}</a></p>
<table>
${rows.join('\n')}
</table>
<p>${t('energy.sheet.used_note')}</p>
<h2>${t('energy.sheet.label')}</h2>
<img class="label" src="${escapeXml(paths.label_url)}" alt="${t('energy.sheet.label')}: ${t('energy.sheet.class')} ${escapeXml(label.energyClass)}" width="340">
</main></body></html>`;
}
