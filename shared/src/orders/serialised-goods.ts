/**
 * Kinds of goods (type device codes) whose every piece carries a serial number and is scanned
 * one by one at packing (O-S13); phones also carry an IMEI. Other goods are confirmed by count.
 */
export const SERIALISED_TYPE_DEVICES: readonly string[] = ['phones', 'tablets', 'smart-watches'];

/** Of these, the ones with a cellular modem: their pieces have an IMEI beside the serial number. */
export const IMEI_TYPE_DEVICES: readonly string[] = ['phones'];

/** How a scanned code is compared: scanners and hand typing differ in case, spaces and dashes. */
export function normalizeScannedCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}
