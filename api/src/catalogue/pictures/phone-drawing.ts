import type { PhoneCamera, PhoneDesign, PhoneFront } from '@shop/shared/catalogue/picture-design';
import type { PictureView } from '@shop/shared/catalogue/product-picture';

// Phones (and their cases) drawn by design: the front shows the screen's cut-out, the back the camera layout, the side
// the thickness and buttons; a fold opens wide at the front, a flip tall with a crease.

const SCREEN = '#1d2330';
const LENS = '#0e0f12';

export interface Paint {
  fill: string;
  ink: string;
  /** The picture's ground, for the holes of a case. */
  ground: string;
  stroke: string;
}

const lens = (cx: number, cy: number, ink: string) =>
  `<circle cx="${cx}" cy="${cy}" r="15" fill="${ink}" fill-opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="11" fill="${LENS}"/><circle cx="${cx - 3}" cy="${cy - 3}" r="3" fill="#ffffff" fill-opacity="0.35"/>`;

/** The camera module with its top-left corner at (x, y). */
function cameras(camera: PhoneCamera, x: number, y: number, ink: string): string {
  const module = (w: number, h: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="${ink}" fill-opacity="0.16"/>`;
  switch (camera) {
    case 'single':
      return lens(x + 20, y + 20, ink);
    case 'dual':
      return module(40, 80) + lens(x + 20, y + 20, ink) + lens(x + 20, y + 60, ink);
    case 'triple-square':
      return module(82, 82) + lens(x + 22, y + 22, ink) + lens(x + 22, y + 60, ink) + lens(x + 60, y + 41, ink);
    case 'triple-line':
      return lens(x + 20, y + 20, ink) + lens(x + 20, y + 58, ink) + lens(x + 20, y + 96, ink);
    case 'quad':
      return module(82, 82) + lens(x + 22, y + 22, ink) + lens(x + 60, y + 22, ink) + lens(x + 22, y + 60, ink) + lens(x + 60, y + 60, ink);
  }
}

/** The dimensions of the camera module, for a case's cut-out. */
const CAMERA_BOX: Record<PhoneCamera, [number, number]> = { single: [40, 40], dual: [40, 80], 'triple-square': [82, 82], 'triple-line': [40, 116], quad: [82, 82] };

function cutout(front: PhoneFront, cx: number, top: number): string {
  switch (front) {
    case 'notch':
      return `<path d="M${cx - 42} ${top} h84 v10 a12 12 0 0 1 -12 12 h-60 a12 12 0 0 1 -12 -12 z" fill="${LENS}"/>`;
    case 'island':
      return `<rect x="${cx - 24}" y="${top + 10}" width="48" height="15" rx="7.5" fill="${LENS}"/>`;
    case 'punch':
      return `<circle cx="${cx}" cy="${top + 16}" r="6.5" fill="${LENS}"/>`;
    case 'bezel':
      return '';
  }
}

function front({ front: kind, fold }: PhoneDesign, { fill, stroke }: Paint): string {
  if (fold === 'fold') {
    return (
      `<rect x="50" y="60" width="300" height="290" rx="24" fill="${fill}" ${stroke}/>` +
      `<rect x="60" y="70" width="280" height="270" rx="14" fill="${SCREEN}"/>` +
      `<line x1="200" y1="70" x2="200" y2="340" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>` +
      cutout('punch', 280, 70)
    );
  }
  if (fold === 'flip') {
    return (
      `<rect x="130" y="20" width="140" height="360" rx="26" fill="${fill}" ${stroke}/>` +
      `<rect x="140" y="30" width="120" height="340" rx="16" fill="${SCREEN}"/>` +
      `<line x1="140" y1="200" x2="260" y2="200" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>` +
      cutout('punch', 200, 30)
    );
  }
  if (kind === 'bezel') {
    return (
      `<rect x="120" y="40" width="160" height="320" rx="28" fill="${fill}" ${stroke}/>` +
      `<rect x="132" y="88" width="136" height="224" rx="4" fill="${SCREEN}"/>` +
      `<rect x="180" y="62" width="40" height="6" rx="3" fill="${LENS}" fill-opacity="0.6"/>` +
      `<circle cx="200" cy="336" r="14" fill="none" stroke="${LENS}" stroke-opacity="0.5" stroke-width="3"/>`
    );
  }
  return `<rect x="120" y="40" width="160" height="320" rx="28" fill="${fill}" ${stroke}/><rect x="128" y="48" width="144" height="304" rx="21" fill="${SCREEN}"/>${cutout(kind, 200, 48)}`;
}

function back({ camera, fold }: PhoneDesign, { fill, ink, stroke }: Paint): string {
  if (fold === 'flip') {
    // Closed: a square half with the cover screen beside the cameras.
    return (
      `<rect x="110" y="120" width="180" height="190" rx="30" fill="${fill}" ${stroke}/>` +
      `<rect x="124" y="134" width="152" height="90" rx="16" fill="${SCREEN}"/>` +
      lens(150, 270, ink) +
      lens(190, 270, ink)
    );
  }
  const body = fold === 'fold' ? `<rect x="125" y="40" width="150" height="320" rx="24" fill="${fill}" ${stroke}/>` : `<rect x="120" y="40" width="160" height="320" rx="28" fill="${fill}" ${stroke}/>`;
  return body + cameras(camera, 136, 56, ink) + `<circle cx="${camera === 'triple-line' ? 186 : 240}" cy="76" r="6" fill="#fff6d5" fill-opacity="0.9"/>`;
}

function side({ fold }: PhoneDesign, { fill, ink, stroke }: Paint): string {
  const width = fold === 'fold' ? 40 : fold === 'flip' ? 34 : 26;
  const height = fold === 'flip' ? 190 : 320;
  const x = 200 - width / 2;
  const y = fold === 'flip' ? 120 : 40;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width / 2.5}" fill="${fill}" ${stroke}/>` +
    `<rect x="${x + width}" y="${y + 70}" width="6" height="44" rx="3" fill="${fill}" ${stroke}/>` +
    `<rect x="${x - 6}" y="${y + 60}" width="6" height="30" rx="3" fill="${fill}" ${stroke}/>` +
    `<rect x="${x - 6}" y="${y + 100}" width="6" height="30" rx="3" fill="${fill}" ${stroke}/>` +
    (fold === 'bar' ? '' : `<line x1="${x}" y1="${y + height / 2}" x2="${x + width}" y2="${y + height / 2}" stroke="${ink}" stroke-opacity="0.4" stroke-width="3"/>`)
  );
}

export function phoneDrawing(design: PhoneDesign, view: PictureView, paint: Paint): string {
  return view === 'front' ? front(design, paint) : view === 'back' ? back(design, paint) : side(design, paint);
}

/** A case: the phone's back in the case's colour with a hole where the cameras are; at the front a rim around nothing. */
export function caseDrawing(design: PhoneDesign, view: PictureView, paint: Paint): string {
  const { fill, ground, stroke } = paint;
  if (view === 'front') return `<rect x="114" y="34" width="172" height="332" rx="32" fill="${fill}" ${stroke}/><rect x="128" y="48" width="144" height="304" rx="22" fill="${ground}"/>`;
  if (view === 'side') return side({ ...design, fold: 'bar' }, paint);
  const [w, h] = CAMERA_BOX[design.camera];
  return `<rect x="114" y="34" width="172" height="332" rx="32" fill="${fill}" ${stroke}/><rect x="130" y="50" width="${w + 12}" height="${h + 12}" rx="22" fill="${ground}" ${stroke}/>`;
}
