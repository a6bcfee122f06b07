/**
 * Where to go after logging in. Only a same-site path is accepted, so a crafted link such as
 * `/login?next=https://evil.example` or `//evil.example` cannot send a patient off the site.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'http://same.site');
    if (url.origin !== 'http://same.site') return null;
    // Never bounce back to the login page itself.
    if (url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
