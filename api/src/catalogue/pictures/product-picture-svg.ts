import { parsePhoneDesign, phoneDesignOf } from '@shop/shared/catalogue/picture-design';
import { PICTURE_HEIGHT, PICTURE_WIDTH, type PictureKind, type PictureView } from '@shop/shared/catalogue/product-picture';
import { caseDrawing, phoneDrawing, type Paint } from './phone-drawing';

const GROUND = '#f6f7f9';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Dark text on light colours, light text on dark ones. */
function inkOn(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#1c1c1e' : '#f5f5f7';
}

function tablet(view: PictureView, { fill, ink, stroke }: Paint): string {
  if (view === 'side') return `<rect x="192" y="60" width="16" height="290" rx="6" fill="${fill}" ${stroke}/><rect x="208" y="90" width="5" height="36" rx="2" fill="${fill}" ${stroke}/>`;
  return view === 'front'
    ? `<rect x="70" y="60" width="260" height="290" rx="22" fill="${fill}" ${stroke}/><rect x="84" y="74" width="232" height="262" rx="8" fill="#1d2330"/><circle cx="200" cy="67" r="3" fill="#0e0f12"/>`
    : `<rect x="70" y="60" width="260" height="290" rx="22" fill="${fill}" ${stroke}/><rect x="90" y="80" width="40" height="40" rx="12" fill="${ink}" fill-opacity="0.18"/><circle cx="110" cy="100" r="10" fill="#0e0f12"/>`;
}

function watch(view: PictureView, { fill, ink, stroke }: Paint): string {
  if (view === 'side') {
    return `<rect x="180" y="20" width="40" height="360" rx="16" fill="${fill}" fill-opacity="0.8" ${stroke}/><rect x="165" y="130" width="70" height="140" rx="22" fill="${fill}" ${stroke}/><rect x="235" y="178" width="12" height="30" rx="5" fill="${ink}" fill-opacity="0.5"/>`;
  }
  const face = view === 'front' ? '#0e0f12' : fill;
  const sensor = view === 'back' ? `<circle cx="200" cy="200" r="34" fill="${ink}" fill-opacity="0.2"/><circle cx="200" cy="200" r="14" fill="#0e0f12"/>` : '';
  return `<rect x="160" y="20" width="80" height="360" rx="30" fill="${fill}" ${stroke}/><rect x="130" y="120" width="140" height="160" rx="36" fill="${face}" ${stroke}/><rect x="270" y="170" width="12" height="34" rx="5" fill="${ink}" fill-opacity="0.4"/>${sensor}`;
}

function glass(view: PictureView, { stroke }: Paint): string {
  if (view === 'side') return `<rect x="196" y="40" width="8" height="320" rx="3" fill="#dfe8ef" ${stroke}/>`;
  return `<rect x="120" y="40" width="160" height="320" rx="28" fill="#dfe8ef" fill-opacity="0.7" ${stroke}/><circle cx="200" cy="62" r="7" fill="none" ${stroke}/><path d="M150 90 L250 190 M150 140 L230 220" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>`;
}

function charger(view: PictureView, { fill, ink, stroke }: Paint): string {
  if (view === 'side') return `<rect x="150" y="110" width="100" height="160" rx="22" fill="${fill}" ${stroke}/><rect x="193" y="60" width="14" height="56" rx="4" fill="#9a9a9f"/>`;
  const port = view === 'front' ? `<rect x="182" y="230" width="36" height="12" rx="6" fill="#0e0f12"/>` : `<g fill="${ink}" fill-opacity="0.45"><rect x="160" y="160" width="80" height="6" rx="3"/><rect x="170" y="176" width="60" height="6" rx="3"/></g>`;
  return `<rect x="130" y="110" width="140" height="160" rx="26" fill="${fill}" ${stroke}/><rect x="165" y="60" width="14" height="56" rx="4" fill="#9a9a9f"/><rect x="221" y="60" width="14" height="56" rx="4" fill="#9a9a9f"/>${port}`;
}

function cable({ fill, stroke }: Paint): string {
  return `<path d="M120 300 C 120 120, 280 300, 280 110" fill="none" stroke="${fill}" stroke-width="18" stroke-linecap="round"/><rect x="100" y="290" width="40" height="70" rx="10" fill="${fill}" ${stroke}/><rect x="260" y="50" width="40" height="70" rx="10" fill="${fill}" ${stroke}/><rect x="268" y="30" width="24" height="22" rx="4" fill="#9a9a9f"/><rect x="110" y="358" width="20" height="18" rx="3" fill="#9a9a9f"/>`;
}

function headphones(design: string, view: PictureView, { fill, ink, stroke }: Paint): string {
  if (design === 'earbuds') {
    const bud = (cx: number) => `<circle cx="${cx}" cy="120" r="30" fill="${fill}" ${stroke}/><rect x="${cx - 9}" y="130" width="18" height="80" rx="9" fill="${fill}" ${stroke}/>`;
    const open = view === 'back' ? '' : bud(160) + bud(240);
    return `${open}<rect x="110" y="${view === 'back' ? 150 : 230}" width="180" height="130" rx="48" fill="${fill}" ${stroke}/><line x1="110" y1="${view === 'back' ? 200 : 270}" x2="290" y2="${view === 'back' ? 200 : 270}" stroke="${ink}" stroke-opacity="0.3" stroke-width="3"/><circle cx="200" cy="${view === 'back' ? 240 : 310}" r="5" fill="${ink}" fill-opacity="0.5"/>`;
  }
  if (view === 'side') return `<path d="M200 90 A 20 110 0 0 1 200 230" fill="none" stroke="${fill}" stroke-width="22" stroke-linecap="round"/><ellipse cx="200" cy="270" rx="70" ry="80" fill="${fill}" ${stroke}/><ellipse cx="200" cy="270" rx="44" ry="52" fill="${ink}" fill-opacity="0.15"/>`;
  return `<path d="M110 230 A 90 110 0 0 1 290 230" fill="none" stroke="${fill}" stroke-width="22" stroke-linecap="round"/><rect x="86" y="210" width="62" height="100" rx="28" fill="${fill}" ${stroke}/><rect x="252" y="210" width="62" height="100" rx="28" fill="${fill}" ${stroke}/>`;
}

function powerbank(view: PictureView, { fill, ink, stroke }: Paint): string {
  if (view === 'side') return `<rect x="180" y="70" width="40" height="270" rx="14" fill="${fill}" ${stroke}/><rect x="192" y="60" width="16" height="10" rx="3" fill="#0e0f12"/>`;
  return `<rect x="110" y="70" width="180" height="270" rx="26" fill="${fill}" ${stroke}/><g fill="${ink}" fill-opacity="0.6"><circle cx="170" cy="300" r="7"/><circle cx="190" cy="300" r="7"/><circle cx="210" cy="300" r="7"/><circle cx="230" cy="300" r="7"/></g>`;
}

/** The drawing of each kind in a 400 × 400 box: body in the product's colour, details in its ink. */
function drawing(kind: PictureKind, design: string, view: PictureView, paint: Paint, label: string): string {
  switch (kind) {
    case 'phone':
      return phoneDrawing(parsePhoneDesign(design) ?? phoneDesignOf(label), view, paint);
    case 'case':
      return caseDrawing(parsePhoneDesign(design) ?? phoneDesignOf(label), view, paint);
    case 'tablet':
      return tablet(view, paint);
    case 'watch':
    case 'watch-strap':
      return watch(view, paint);
    case 'screen-protector':
      return glass(view, paint);
    case 'charger':
      return charger(view, paint);
    case 'cable':
      return cable(paint);
    case 'headphones':
      return headphones(design, view, paint);
    case 'powerbank':
      return powerbank(view, paint);
  }
}

/**
 * A product illustration: the kind's drawing in the model's design (`design`, picture-design.ts), filled in
 * `colourHex` (6 hex digits), seen from `view`, with the maker's name below.
 */
export function productPictureSvg(kind: PictureKind, design: string, view: PictureView, colourHex: string, label: string): string {
  const fill = `#${colourHex}`;
  const ink = inkOn(colourHex);
  const paint: Paint = { fill, ink, ground: GROUND, stroke: `stroke="${ink}" stroke-opacity="0.35" stroke-width="4"` };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" role="img">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="${GROUND}"/>`,
    drawing(kind, design, view, paint, label),
    `<text x="200" y="418" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="600" fill="#3a3a3c">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
