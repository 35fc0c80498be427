import { messages } from './embed-catalog-ro';
import { partnerMount } from './partner-mount';

/** The chunk embed.js loads for a widget that starts in Romanian: the whole widget with its Romanian texts, one request. */
export const mountOnPartnerPage = partnerMount('ro', messages);
