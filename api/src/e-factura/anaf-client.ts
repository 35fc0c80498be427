import { EFacturaUploadError, type EFacturaClient, type UploadStatus } from './e-factura-client';

/**
 * ANAF's e-Factura REST API (mfinante.gov.ro "Informatii tehnice e-Factura"):
 * - `POST {base}/upload?standard=UBL&cif=<CUI>` with the XML as body; answers
 *   `<header ... index_incarcare="123" ExecutionStatus="0"/>`, or `ExecutionStatus="1"` with `<Errors errorMessage="…"/>`;
 * - `GET {base}/stareMesaj?id_incarcare=<index>`; answers `<header stare="ok|nok|in prelucrare" id_descarcare="…"/>`.
 * `{base}` is `https://api.anaf.ro/prod/FCTEL/rest` (or `/test/` for ANAF's test system). Every call carries the
 * OAuth 2.0 access token ANAF's `logincert.anaf.ro` issued for the shop's qualified certificate; it comes from
 * the environment (ANAF_OAUTH_TOKEN) and is renewed outside the shop.
 */
export class AnafEFacturaClient implements EFacturaClient {
  constructor(
    private readonly baseUrl: string,
    private readonly accessToken: string,
  ) {}

  async upload(xml: string, sellerCif: string): Promise<{ uploadIndex: string }> {
    const body = await this.call(`/upload?standard=UBL&cif=${encodeURIComponent(sellerCif)}`, { method: 'POST', body: xml, headers: { 'Content-Type': 'text/plain' } });
    const index = attribute(body, 'index_incarcare');
    if (attribute(body, 'ExecutionStatus') !== '0' || !index) throw new EFacturaUploadError(attribute(body, 'errorMessage') ?? 'ANAF refused the upload');
    return { uploadIndex: index };
  }

  async status(uploadIndex: string): Promise<UploadStatus> {
    const body = await this.call(`/stareMesaj?id_incarcare=${encodeURIComponent(uploadIndex)}`, { method: 'GET' });
    const state = attribute(body, 'stare');
    if (state === 'ok') return { state: 'accepted' };
    if (state === 'nok') return { state: 'rejected', errors: attribute(body, 'errorMessage') ?? 'rejected by ANAF' };
    return { state: 'processing' };
  }

  private async call(path: string, init: RequestInit): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { ...init, headers: { ...init.headers, Authorization: `Bearer ${this.accessToken}` }, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new EFacturaUploadError(`ANAF unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new EFacturaUploadError(`ANAF answered HTTP ${response.status}`);
    return response.text();
  }
}

function attribute(xml: string, name: string): string | undefined {
  return new RegExp(`${name}="([^"]*)"`).exec(xml)?.[1];
}
