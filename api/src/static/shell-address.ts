import path from 'node:path';

/** Client-side routes of the shell (`/vykup/apple/`), not API calls, remote files or assets with an extension. */
export function isShellPageAddress(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/mf/') || pathname.startsWith('/deployed/')) return false;
  return !path.posix.basename(pathname).includes('.');
}
