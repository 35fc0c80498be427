import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePageHeadRecord } from '../../ssr/page-head';

/**
 * Sets the document title ("<page> | Elektro Shop") and the canonical link (this origin plus
 * `canonicalPath`, without tracking or paging noise the caller leaves out). In a server render it records them for
 * the server's `<head>` instead.
 */
export function usePageMeta(title: string | null, canonicalPath: string | null) {
  const { t } = useLingui();
  const shopName = t`Elektro Shop`;
  const head = usePageHeadRecord();
  if (head) {
    if (title !== null) Object.assign(head, { title: `${title} | ${shopName}` });
    if (canonicalPath !== null) Object.assign(head, { canonicalPath });
  }
  useEffect(() => {
    if (title !== null) document.title = `${title} | ${shopName}`;
  }, [title, shopName]);
  useEffect(() => {
    if (canonicalPath === null) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = new URL(canonicalPath, window.location.origin).href;
    const added = link;
    return () => added.remove();
  }, [canonicalPath]);
}
