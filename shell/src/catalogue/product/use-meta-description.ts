import { useEffect } from 'react';

/** The page's `<meta name="description">` (staff's SEO description); removed again when the page goes or the text empties. */
export function useMetaDescription(text: string | null | undefined) {
  useEffect(() => {
    if (!text) return;
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = text;
    document.head.querySelector('meta[name="description"]')?.remove();
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [text]);
}
