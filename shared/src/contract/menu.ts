import * as v from 'valibot';
import { defineRoute } from './route';

export interface MenuItem {
  id: number;
  name: string;
  url: string;
  children: MenuItem[];
}
export const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  id: v.number(),
  name: v.string(),
  url: v.string(),
  children: v.array(v.lazy(() => MenuItemSchema)),
});

/** Feeds the shell's navigation and mega menu; names come in the request's language. */
export const menuHamburger = defineRoute({
  name: 'menu.hamburger',
  method: 'GET',
  path: '/api/new/mp-menu/hamburger/hamburger/',
  auth: 'public',
  response: v.object({ items: v.array(MenuItemSchema) }),
});
