import { config } from 'zod';

// In a browser, zod would probe `new Function` (to compile its object parsers) at the first
// parse; the store's CSP (script-src 'self') forbids eval, so the probe is logged as a CSP
// violation. Pages parse small answers: the interpreted parser is enough there. Set here, where
// the schemas are made, so it holds before any module parses; the server keeps the compiled one.
if ('document' in globalThis) config({ jitless: true });
