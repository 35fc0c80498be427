import { AnafEFacturaClient } from './anaf-client';
import type { EFacturaClient } from './e-factura-client';
import { StandInEFacturaClient } from './stand-in-client';

/** ANAF_OAUTH_TOKEN set: ANAF itself (ANAF_API_URL, default its test system); unset: the recording stand-in. */
export function eFacturaClientFromEnv(env: NodeJS.ProcessEnv = process.env): EFacturaClient {
  const token = env.ANAF_OAUTH_TOKEN?.trim();
  if (!token) return new StandInEFacturaClient();
  return new AnafEFacturaClient(env.ANAF_API_URL?.trim() || 'https://api.anaf.ro/test/FCTEL/rest', token);
}
