import type { Locale } from '@shop/shared/contract/common';
import { translate } from '../i18n/server-i18n';
import { escapeXml } from './escape';
import { eprelUrl, formatEndurance, type EnergyLabelRow } from './label-svg';

/**
 * The product information sheet (Annex V of Reg. (EU) 2023/1669) as a print-ready page in the reader's
 * language: the label's values, battery capacity and update period, and the EPREL registration. A page rather
 * than a PDF: every browser prints it to PDF, and it needs no PDF library.
 */
export function productSheetHtml(label: EnergyLabelRow, typeCode: string, labelUrl: string, locale: Locale): string {
  const t = (id: Parameters<typeof translate>[1], values?: Record<string, unknown>) => escapeXml(translate(locale, id, values));
  const row = (caption: string, value: string) => `<tr><th scope="row">${caption}</th><td>${value}</td></tr>`;
  const eprel = eprelUrl(label.eprelRegistrationNumber);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('energy.sheet.title')}: ${escapeXml(label.supplierName)} ${escapeXml(label.modelIdentifier)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#111}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:6px 8px;text-align:left;vertical-align:top}
th{width:55%;font-weight:normal}td{font-weight:700}a{color:#0645ad}
@media print{a{color:#000}.label{break-inside:avoid}}
</style></head>
<body><main>
<h1>${t('energy.sheet.title')}</h1>
<p>${t('energy.sheet.intro')}</p>
<table>
${row(t('energy.sheet.supplier'), escapeXml(label.supplierName))}
${row(t('energy.sheet.model'), escapeXml(label.modelIdentifier))}
${row(t('energy.sheet.type'), typeCode === 'tablets' ? t('energy.sheet.type_tablets') : t('energy.sheet.type_phones'))}
${row(t('energy.sheet.class'), escapeXml(label.energyClass))}
${row(t('energy.sheet.endurance'), escapeXml(formatEndurance(label.enduranceMinutes)))}
${row(t('energy.sheet.cycles'), String(label.batteryCycles))}
${row(t('energy.sheet.free_fall'), escapeXml(label.freeFallClass))}
${row(t('energy.sheet.repairability'), escapeXml(label.repairabilityClass))}
${row(t('energy.sheet.ip'), escapeXml(label.ipRating))}
${row(t('energy.sheet.capacity'), `${label.batteryCapacityMah} mAh`)}
${row(t('energy.sheet.updates'), t('energy.sheet.years', { years: label.updateYears }))}
${row(t('energy.sheet.eprel'), `<a href="${escapeXml(eprel)}">${escapeXml(label.eprelRegistrationNumber)}</a>`)}
</table>
<p>${t('energy.sheet.used_note')}</p>
<h2>${t('energy.sheet.label')}</h2>
<img class="label" src="${escapeXml(labelUrl)}" alt="${t('energy.sheet.label')}: ${t('energy.sheet.class')} ${escapeXml(label.energyClass)}" width="340">
</main></body></html>`;
}
