import { createWidgetMount } from '@shop/shared/widget/mount';
import { CartFlow } from '../flow/CartFlow';
import { catalogs } from '../locales/catalogs';

/** For pages without the shell (a CMS page): `mount(element, { locale, market })` renders the cart -> unmount. */
export const mount = createWidgetMount(CartFlow, { catalogs });
export default mount;
