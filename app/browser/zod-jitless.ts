// Imported first by the root route, before any module that defines or parses a schema: in the browser zod checks
// whether it may compile validators with `new Function`, which the Content-Security-Policy (ADR 042) forbids and
// reports as a violation. Told it is jitless there, it never tries; the server keeps its compiled validators.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });
