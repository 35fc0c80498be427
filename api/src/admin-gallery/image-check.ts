import { GALLERY_PHOTO_MAX_BYTES, GALLERY_PHOTO_TYPES } from '@shop/shared/contract/admin-gallery';

export type GalleryPhotoType = (typeof GALLERY_PHOTO_TYPES)[number];

/** The image type the bytes really are (by their signature), or null: the declared type is never trusted alone. */
export function sniffImageType(bytes: Buffer): GalleryPhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export type ImageProblem = 'type' | 'size';

/**
 * Decodes an upload and says what is wrong with it: a type other than JPEG, PNG or WebP (SVG above all:
 * it can carry script and would run on the shop's origin), a declared type that differs from the bytes, or a
 * size over the limit.
 */
export function checkedImage(base64: string, declaredType: string): { bytes: Buffer; type: GalleryPhotoType } | { problem: ImageProblem } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return { problem: 'type' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > GALLERY_PHOTO_MAX_BYTES) return { problem: 'size' };
  const type = sniffImageType(bytes);
  if (!type || type !== declaredType.trim().toLowerCase()) return { problem: 'type' };
  return { bytes, type };
}
