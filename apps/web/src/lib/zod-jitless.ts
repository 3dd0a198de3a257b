// zod never probes eval in the browser (the store's CSP forbids it; the probe would be logged as a
// violation), whichever lazy chunk parses first. zod keeps its settings in one object on
// globalThis (`__zod_globalConfig`, which zod/v4/core's globalConfig adopts when it loads), so
// setting jitless there before anything else runs holds for every schema, without loading zod on
// the first screen. @kirana/shared/common/zod-config sets the same thing when the schemas load.

type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
