import { createWidgetMount } from '@shop/shared/widget/mount';
import { CartPage } from '../cart/CartPage';
import { catalogs } from '../locales/catalogs';

/** For pages without the shell (a CMS page): `mount(element, { locale, market })` renders the cart -> unmount. */
export const mount = createWidgetMount(CartPage, { catalogs });
export default mount;
