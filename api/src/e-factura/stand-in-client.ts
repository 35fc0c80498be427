import { EFacturaUploadError, type EFacturaClient, type UploadStatus } from './e-factura-client';

export interface StandInUpload {
  uploadIndex: string;
  sellerCif: string;
  xml: string;
}

/**
 * ANAF's e-Factura when the shop has no ANAF_OAUTH_TOKEN (development, tests): it records every upload,
 * answers a new upload index, and reports an upload accepted at the first status question. `failNextUploads`
 * makes the next uploads fail the way an unreachable ANAF does, for the retry tests.
 */
export class StandInEFacturaClient implements EFacturaClient {
  readonly uploads: StandInUpload[] = [];
  failNextUploads = 0;
  private nextIndex = 5_000_000_001;

  async upload(xml: string, sellerCif: string): Promise<{ uploadIndex: string }> {
    if (this.failNextUploads > 0) {
      this.failNextUploads -= 1;
      throw new EFacturaUploadError('stand-in: ANAF unreachable');
    }
    const uploadIndex = String(this.nextIndex++);
    this.uploads.push({ uploadIndex, sellerCif, xml });
    return { uploadIndex };
  }

  async status(uploadIndex: string): Promise<UploadStatus> {
    return this.uploads.some((upload) => upload.uploadIndex === uploadIndex) ? { state: 'accepted' } : { state: 'rejected', errors: 'unknown upload index' };
  }
}
