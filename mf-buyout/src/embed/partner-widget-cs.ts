import { messages } from './embed-catalog-cs';
import { partnerMount } from './partner-mount';

/** The chunk embed.js loads for a widget that starts in Czech: the whole widget with its Czech texts, one request. */
export const mountOnPartnerPage = partnerMount('cs', messages);
