import { createWidgetMount } from '@shop/shared/widget/mount';
import { ServiceFlow } from '../flow/ServiceFlow';
import { catalogs } from '../locales/catalogs';

/** For pages without the shell (CMS, partners): `mount(element, { locale, market, apiBase, shadow })` -> unmount. */
export const mount = createWidgetMount(ServiceFlow, { catalogs });
export default mount;
