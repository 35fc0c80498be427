import { createWidgetMount } from '@shop/shared/widget/mount';
import { BuyoutFlow } from '../flow/BuyoutFlow';
import { catalogs } from '../locales/catalogs';

/** For pages without the shell (CMS, partners): `mount(element, { locale, market, apiBase, shadow })` -> unmount. */
export const mount = createWidgetMount(BuyoutFlow, { catalogs });
export default mount;
