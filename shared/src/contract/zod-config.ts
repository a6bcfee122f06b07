import { z } from 'zod';

/**
 * In a browser the schemas parse without compiling code. Zod otherwise probes `new Function('')` once, to
 * see whether it may build faster parsers: under the site's CSP (`script-src 'self'`, no 'unsafe-eval';
 * deploy/nginx/snippets/security-headers.conf) the probe is refused, and though zod catches the refusal the
 * browser reports it as a violation (Lighthouse's best practices, on /login). The forms' payloads are small:
 * the compiled parsers would save nothing anyone notices. The api and the page renderer keep them.
 * Imported first by the modules that build schemas (primitives.ts, envelope.ts), before any schema exists:
 * zod decides when a schema is made. Listed in the package's `sideEffects`, so bundles keep it.
 */
// Asked of globalThis: the api compiles this file too, with no DOM types.
if ('document' in globalThis) z.config({ jitless: true });
