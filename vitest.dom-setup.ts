// Setup shared by the jsdom projects (web, admin): how long findBy*/waitFor may wait.
import { configure } from '@testing-library/react';

// They wait for real work: a lazily loaded page module that vitest transforms on first import,
// jsdom rendering, chained fetch answers. Testing Library's 1 s default was missed on a busy
// 2-core machine ("No refunds yet" took 2.2 s at a load average of 22). A wait ends as soon as
// the thing appears, so a long bound costs nothing when all is well; testTimeout stays above it.
export const DOM_WAIT_MS = 20_000;
configure({ asyncUtilTimeout: DOM_WAIT_MS });
