/**
 * The dashboard in the browser. zod (the contracts' schemas the pages share) would probe once
 * whether it may compile parsers with `Function`, which the pages' Content-Security-Policy
 * refuses and reports as a violation; the dashboard's parsers run without compiling.
 */
import { config } from 'zod';

config({ jitless: true });
