import { z } from 'zod';

// zod builds faster parsers with `new Function` where it may. The Content-Security-Policy forbids
// eval (script-src 'self'), and zod's probe for it is reported as a violation on every page.
z.config({ jitless: true });
