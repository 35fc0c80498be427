import { messages } from './embed-catalog-cs';
import { partnerWidget } from './partner-mount';

/** The chunk embed.js loads when the page's first widget starts in Czech: the whole widget with its Czech texts. */
export const partnerMountIn = partnerWidget('cs', messages);
