import { useEffect } from 'react';
import { usePageHeadRecord } from '../../ssr/page-head';

/**
 * The page's `<meta name="description">` (staff's SEO description); removed again when the page goes or the text empties.
 * A server render records it for its `<head>`.
 */
export function useMetaDescription(text: string | null | undefined) {
  const head = usePageHeadRecord();
  if (head && text) Object.assign(head, { description: text });
  useEffect(() => {
    if (!text) return;
    // The server's copy (a server-rendered page) is replaced, not doubled.
    document.head.querySelector('meta[name="description"]')?.remove();
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = text;
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [text]);
}
