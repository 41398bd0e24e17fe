// Zod compiles a fast object parser with `new Function` when it may, and finds out whether it may by
// trying once. The site's Content-Security-Policy forbids eval, and Chromium reports even that
// caught try as a violation, so the shared schemas run without it everywhere (the bodies they
// check are small; the Lambdas also skip the compile at start-up). Imported first by every module
// that builds object schemas for the browser, before any schema is made.

import * as z from 'zod';

z.config({ jitless: true });
