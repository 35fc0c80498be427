import { createContext, useContext } from 'react';

/** What a server render learns about its page's `<head>` and status while the page renders (docs/ssr.md). */
export interface PageHead {
  title: string | null;
  /** Path (with query) of the page's canonical address, or null when the page names none. */
  canonicalPath: string | null;
  description: string | null;
  /** The not-found page rendered: the server answers 404. */
  notFound: boolean;
}

/** A fresh record for one render pass. */
export function emptyPageHead(): PageHead {
  return { title: null, canonicalPath: null, description: null, notFound: false };
}

/**
 * Present only in a server render. The browser sets title, canonical link and description in effects, which never run
 * on the server; there the same hooks write them here instead, in render order, so the last page-level value wins as
 * the browser's last effect does.
 */
export const PageHeadContext = createContext<PageHead | null>(null);

/** The server render's head record, or null in the browser. */
export function usePageHeadRecord(): PageHead | null {
  return useContext(PageHeadContext);
}
