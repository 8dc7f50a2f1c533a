// Our CSP has no 'unsafe-eval', so zod's compiled fast path can never run in the browser; without
// this, building the first object schema probes `new Function` and the browser logs a CSP
// violation (Lighthouse best practices: "Issues were logged"). main.tsx imports this module before
// anything that builds a schema.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy of zod on the
// page) and adopts an object already there. Setting it here, instead of calling `z.config()`,
// keeps zod itself out of the first bundle.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Mutated, not replaced: a zod loaded earlier keeps a reference to the object it found.
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
