import type { PictureKind, PictureView } from '@shop/shared/catalogue/product-picture';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Dark text on light colours, light text on dark ones. */
function inkOn(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#1c1c1e' : '#f5f5f7';
}

/** The outline of each kind in a 400 × 400 box: body in the product's colour, details in its ink. */
function outline(kind: PictureKind, view: PictureView, fill: string, ink: string): string {
  const stroke = `stroke="${ink}" stroke-opacity="0.35" stroke-width="4"`;
  switch (kind) {
    case 'phone':
    case 'case':
      return view === 'front'
        ? `<rect x="120" y="40" width="160" height="320" rx="28" fill="${fill}" ${stroke}/><rect x="132" y="60" width="136" height="270" rx="12" fill="#0e0f12"/><rect x="180" y="48" width="40" height="6" rx="3" fill="${ink}" fill-opacity="0.5"/>`
        : `<rect x="120" y="40" width="160" height="320" rx="28" fill="${fill}" ${stroke}/><rect x="138" y="58" width="62" height="62" rx="16" fill="${ink}" fill-opacity="0.18"/><circle cx="158" cy="78" r="12" fill="#0e0f12"/><circle cx="180" cy="100" r="12" fill="#0e0f12"/>`;
    case 'tablet':
      return view === 'front'
        ? `<rect x="70" y="60" width="260" height="290" rx="22" fill="${fill}" ${stroke}/><rect x="84" y="74" width="232" height="262" rx="8" fill="#0e0f12"/>`
        : `<rect x="70" y="60" width="260" height="290" rx="22" fill="${fill}" ${stroke}/><rect x="90" y="80" width="40" height="40" rx="12" fill="${ink}" fill-opacity="0.18"/><circle cx="110" cy="100" r="10" fill="#0e0f12"/>`;
    case 'watch':
    case 'watch-strap':
      return `<rect x="160" y="20" width="80" height="360" rx="30" fill="${fill}" ${stroke}/><rect x="130" y="120" width="140" height="160" rx="36" fill="${view === 'front' ? '#0e0f12' : fill}" ${stroke}/><rect x="270" y="170" width="12" height="34" rx="5" fill="${ink}" fill-opacity="0.4"/>`;
    case 'screen-protector':
      return `<rect x="120" y="40" width="160" height="320" rx="28" fill="#dfe8ef" fill-opacity="0.7" ${stroke}/><path d="M150 90 L250 190 M150 140 L230 220" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>`;
    case 'charger':
      return `<rect x="130" y="110" width="140" height="160" rx="26" fill="${fill}" ${stroke}/><rect x="165" y="60" width="14" height="56" rx="4" fill="#9a9a9f"/><rect x="221" y="60" width="14" height="56" rx="4" fill="#9a9a9f"/><rect x="182" y="230" width="36" height="12" rx="6" fill="#0e0f12"/>`;
    case 'cable':
      return `<path d="M120 300 C 120 120, 280 300, 280 110" fill="none" stroke="${fill}" stroke-width="18" stroke-linecap="round"/><rect x="100" y="290" width="40" height="70" rx="10" fill="${fill}" ${stroke}/><rect x="260" y="50" width="40" height="70" rx="10" fill="${fill}" ${stroke}/>`;
    case 'headphones':
      return `<path d="M110 230 A 90 110 0 0 1 290 230" fill="none" stroke="${fill}" stroke-width="22" stroke-linecap="round"/><rect x="86" y="210" width="62" height="100" rx="28" fill="${fill}" ${stroke}/><rect x="252" y="210" width="62" height="100" rx="28" fill="${fill}" ${stroke}/>`;
    case 'powerbank':
      return `<rect x="110" y="70" width="180" height="270" rx="26" fill="${fill}" ${stroke}/><g fill="${ink}" fill-opacity="0.6"><circle cx="170" cy="300" r="7"/><circle cx="190" cy="300" r="7"/><circle cx="210" cy="300" r="7"/><circle cx="230" cy="300" r="7"/></g>`;
  }
}

/** A product illustration: the kind's outline filled in `colourHex` (6 hex digits) and the maker's name below. */
export function productPictureSvg(kind: PictureKind, view: PictureView, colourHex: string, label: string): string {
  const fill = `#${colourHex}`;
  const ink = inkOn(colourHex);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 440" width="400" height="440" role="img">',
    `<title>${escapeXml(label)}</title>`,
    '<rect width="400" height="440" fill="#f6f7f9"/>',
    outline(kind, view, fill, ink),
    `<text x="200" y="418" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="600" fill="#3a3a3c">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
