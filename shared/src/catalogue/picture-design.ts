import type { PictureKind } from './product-picture';

/**
 * What tells one drawn model from another of its kind: for a phone the front (notch, Dynamic Island-like pill,
 * punch-hole, bezel with a home button), the camera layout and whether it folds; for headphones earbuds or over-ear.
 * Read from the model's name, so every colour and view of a model shares its drawing and two models rarely do.
 */
export const PHONE_FRONTS = ['notch', 'island', 'punch', 'bezel'] as const;
export const PHONE_CAMERAS = ['single', 'dual', 'triple-square', 'triple-line', 'quad'] as const;
export const PHONE_FOLDS = ['bar', 'fold', 'flip'] as const;

export type PhoneFront = (typeof PHONE_FRONTS)[number];
export type PhoneCamera = (typeof PHONE_CAMERAS)[number];
export type PhoneFold = (typeof PHONE_FOLDS)[number];

/** The address segment: `punch.triple-line.bar`, `earbuds`, or `std` for kinds drawn one way. */
export const PICTURE_DESIGN_PATTERN = /^[a-z-]{1,20}(\.[a-z-]{1,20}){0,2}$/;
export const STANDARD_DESIGN = 'std';

export interface PhoneDesign {
  front: PhoneFront;
  camera: PhoneCamera;
  fold: PhoneFold;
}

/** A small stable number from a name: models with nothing telling in their name still differ from each other. */
function spread(name: string, count: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % count;
}

export function phoneDesignOf(model: string): PhoneDesign {
  const name = model.toLowerCase();
  const fold: PhoneFold = /fold/.test(name) ? 'fold' : /flip|razr/.test(name) ? 'flip' : 'bar';
  const iphone = /iphone/.exec(name) ? Number(/iphone\s*(\d+)/.exec(name)?.[1] ?? 0) : null;
  let front: PhoneFront;
  if (iphone !== null) front = /\bse\b/.test(name) || (iphone > 0 && iphone < 10) ? 'bezel' : iphone >= 15 || (iphone === 14 && /pro/.test(name)) ? 'island' : 'notch';
  else front = /\bse\b|lite/.test(name) && spread(name, 3) === 0 ? 'bezel' : 'punch';
  let camera: PhoneCamera;
  if (/ultra/.test(name)) camera = 'quad';
  else if (/pro/.test(name)) camera = iphone !== null ? 'triple-square' : 'triple-line';
  else if (/\bse\b|lite|\ba0\d\b|\bc\d\d\b/.test(name)) camera = 'single';
  else if (iphone !== null || fold === 'flip') camera = 'dual';
  else camera = (['dual', 'triple-line', 'triple-square'] as const)[spread(name, 3)] ?? 'dual';
  return { front, camera, fold };
}

/** The design segment of a picture's address for a product of `kind` named `model`. */
export function pictureDesignOf(kind: PictureKind, model: string | undefined): string {
  if (!model) return STANDARD_DESIGN;
  if (kind === 'phone' || kind === 'case') {
    const { front, camera, fold } = phoneDesignOf(model);
    return `${front}.${camera}.${fold}`;
  }
  if (kind === 'headphones') return /buds|pods|\bfree\b|earbud|tws/i.test(model) ? 'earbuds' : 'over-ear';
  return STANDARD_DESIGN;
}

/** The phone design in an address segment, or null when it names none (an old or hand-made address). */
export function parsePhoneDesign(design: string): PhoneDesign | null {
  const [front, camera, fold] = design.split('.');
  const known =
    (PHONE_FRONTS as readonly string[]).includes(front ?? '') && (PHONE_CAMERAS as readonly string[]).includes(camera ?? '') && (PHONE_FOLDS as readonly string[]).includes(fold ?? '');
  return known ? { front: front as PhoneFront, camera: camera as PhoneCamera, fold: fold as PhoneFold } : null;
}
