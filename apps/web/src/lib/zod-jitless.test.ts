import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { globalConfig } from 'zod/v4/core';
import { config } from 'zod';

describe('zod jitless before zod loads', () => {
  it('is set in the object zod reads its settings from', () => {
    const shared = (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    // zod adopts the global object: a zod that stopped doing so would fail here
    expect(globalConfig).toBe(shared);
    expect(config().jitless).toBe(true);
  });
});
