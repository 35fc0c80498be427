/** What ANAF answers about one upload: still processing, accepted (`ok`) or rejected (`nok`) with its errors. */
export type UploadStatus = { state: 'processing' } | { state: 'accepted' } | { state: 'rejected'; errors: string };

/**
 * ANAF's e-Factura API as the shop uses it: upload an invoice's XML and get its upload index
 * (`index_incarcare`), then ask the upload's state by that index (`stareMesaj`). The real client and
 * the local stand-in both implement it; the job never knows which one it has.
 */
export interface EFacturaClient {
  /** `sellerCif`: the shop's CUI without the RO prefix, as ANAF's `cif` parameter wants it. */
  upload(xml: string, sellerCif: string): Promise<{ uploadIndex: string }>;
  status(uploadIndex: string): Promise<UploadStatus>;
}

/** Why an upload did not go through, worth another try later (network, ANAF down, token expired). */
export class EFacturaUploadError extends Error {}
