import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '@shop/shared/contract/page-boot';

/** JSON inside a `<script>` element: `<` escaped, so no text in it can close the element or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shell page with its boot data (shared/src/contract/page-boot.ts) at the end of its head, read before main.js runs. */
export function htmlWithBoot(html: string, boot: PageBoot): string {
  const element = `<script id="${PAGE_BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${element}${html}` : `${html.slice(0, at)}${element}${html.slice(at)}`;
}
