// Taps on a server-drawn page before React has hydrated it. A phone on a slow link shows the
// server's HTML seconds before the scripts arrive; until React takes the page over, its buttons
// do nothing, and a shopper's "ADD" would be lost. A tiny inline script in the head keeps those
// taps (each button once), React's start stops it, and once the page is hydrated the app clicks
// them again (web/app/early-taps.ts). Links need nothing: they work without a script.

/** The window property holding the buttons tapped early (`off` once React takes taps itself). */
export const EARLY_TAPS = '__kiranaEarlyTaps';

/** The inline script; the Content-Security-Policy allows exactly this text by its hash. */
export const EARLY_TAPS_SCRIPT =
  `(()=>{const q=window.${EARLY_TAPS}=[];document.addEventListener('click',e=>{` +
  `const b=!q.off&&e.target instanceof Element&&e.target.closest('button');if(!b)return;` +
  `e.preventDefault();e.stopImmediatePropagation();q.includes(b)||q.push(b)},true)})()`;
