// Setup shared by the jsdom projects (web, admin, ui): how long findBy*/waitFor may wait, and
// <dialog> opening and closing.
import { configure } from '@testing-library/react';

// They wait for real work: a lazily loaded page module that vitest transforms on first import,
// jsdom rendering, chained fetch answers. Testing Library's 1 s default was missed on a busy
// 2-core machine ("No refunds yet" took 2.2 s at a load average of 22). A wait ends as soon as
// the thing appears, so a long bound costs nothing when all is well; testTimeout stays above it.
export const DOM_WAIT_MS = 20_000;
configure({ asyncUtilTimeout: DOM_WAIT_MS });

// jsdom keeps <dialog> inert: open and close it as a browser does (without the top layer)
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
