import { messages } from './embed-catalog-ro';
import { partnerWidget } from './partner-mount';

/** The chunk embed.js loads when the page's first widget starts in Romanian: the whole widget with its Romanian texts. */
export const partnerMountIn = partnerWidget('ro', messages);
