import { ENERGY_CLASSES, ENERGY_CLASS_COLOURS, ENERGY_CLASS_TEXT_COLOUR } from '@shop/shared/energy-labels/energy-class';
import type { energyLabels } from '../db/schema/energy-labels';
import { qrCodeSvg } from '../qr-platba/qr-platba-code';
import { escapeXml } from './escape';

export type EnergyLabelRow = typeof energyLabels.$inferSelect;

/** The model's page in the EU product database, where the label's QR code points (Reg. (EU) 2023/1669 Annex III). */
export function eprelUrl(registrationNumber: string): string {
  return `https://eprel.ec.europa.eu/qr/${encodeURIComponent(registrationNumber)}`;
}

export function formatEndurance(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * The energy label of a smartphone or tablet as Annex III of Reg. (EU) 2023/1669 lays it out: EPREL QR code,
 * supplier and model, the A-G scale with the model's class arrow, then battery endurance per cycle, free-fall
 * reliability class, endurance in cycles, repairability class and IP rating, and the regulation's number.
 * Like the printed label it carries no sentences, only values and units, so it is the same in every language.
 */
export function energyLabelSvg(label: EnergyLabelRow): string {
  const width = 340;
  const scaleTop = 120;
  const step = 34;
  const scale = ENERGY_CLASSES.map((energyClass, index) => {
    const y = scaleTop + index * step;
    const barWidth = 120 + index * 22;
    const bar = `<path d="M20 ${y}h${barWidth}l14 14l-14 14h-${barWidth}z" fill="${ENERGY_CLASS_COLOURS[energyClass]}"/><text x="30" y="${y + 21}" font-size="18" font-weight="700" fill="${ENERGY_CLASS_TEXT_COLOUR}">${energyClass}</text>`;
    if (energyClass !== label.energyClass) return bar;
    const arrow = `<path d="M${width - 20} ${y - 4}h-70l-18 18l18 18h70z" fill="#000"/><text x="${width - 50}" y="${y + 24}" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${energyClass}</text>`;
    return bar + arrow;
  }).join('');
  const factsTop = scaleTop + ENERGY_CLASSES.length * step + 16;
  const fact = (x: number, y: number, caption: string, value: string) =>
    `<text x="${x}" y="${y}" font-size="11" fill="#333">${escapeXml(caption)}</text><text x="${x}" y="${y + 24}" font-size="20" font-weight="700">${escapeXml(value)}</text>`;
  const qr = qrCodeSvg(eprelUrl(label.eprelRegistrationNumber)).replace('<svg ', '<svg x="16" y="12" width="84" height="84" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${factsTop + 150}" width="${width}" height="${factsTop + 150}" font-family="Arial, Helvetica, sans-serif" role="img" aria-label="Energy label ${escapeXml(label.energyClass)}">
<rect width="100%" height="100%" fill="#fff" stroke="#000" stroke-width="2"/>${qr}
<text x="112" y="34" font-size="16" font-weight="700">${escapeXml(label.supplierName)}</text>
<text x="112" y="56" font-size="13">${escapeXml(label.modelIdentifier)}</text>
<text x="112" y="80" font-size="11" fill="#333">EPREL ${escapeXml(label.eprelRegistrationNumber)}</text>
<rect x="16" y="104" width="${width - 32}" height="3" fill="#003399"/>${scale}
<rect x="16" y="${factsTop - 10}" width="${width - 32}" height="1" fill="#000"/>
${fact(20, factsTop + 8, '⌛ h / cycle', formatEndurance(label.enduranceMinutes))}${fact(190, factsTop + 8, '↧ free fall', label.freeFallClass)}
${fact(20, factsTop + 58, '🔋 cycles', `${label.batteryCycles} ×`)}${fact(190, factsTop + 58, '🔧 repairability', label.repairabilityClass)}
${fact(20, factsTop + 108, '💧 IP', label.ipRating)}
<text x="${width - 20}" y="${factsTop + 135}" font-size="11" text-anchor="end">2023/1669</text>
</svg>`;
}
