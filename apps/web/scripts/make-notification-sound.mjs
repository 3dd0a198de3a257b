// Makes apps/web/public/sounds/notification.mp3: a short two-note chime (E6 then A6, like a
// shop's door bell), soft attack, bell-like harmonics and a quick decay; mono 22.05 kHz at
// 32 kbps keeps it under 4 KB. Run: node apps/web/scripts/make-notification-sound.mjs
/* global Buffer, URL, console -- a Node script */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';

const RATE = 22_050;
const SECONDS = 0.75;
const samples = new Float32Array(Math.round(RATE * SECONDS));

/** One bell-like note: a fundamental with two soft partials, 8 ms attack, exponential decay. */
function note(freq, start, length, gain) {
  const from = Math.round(start * RATE);
  const n = Math.round(length * RATE);
  for (let i = 0; i < n && from + i < samples.length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.008);
    const decay = Math.exp(-t * 6);
    const tone =
      Math.sin(2 * Math.PI * freq * t) +
      0.35 * Math.sin(2 * Math.PI * freq * 2 * t) * Math.exp(-t * 10) +
      0.15 * Math.sin(2 * Math.PI * freq * 3.01 * t) * Math.exp(-t * 14);
    samples[from + i] += gain * attack * decay * tone;
  }
}
note(1318.5, 0, 0.55, 0.35); // E6
note(1760.0, 0.16, 0.59, 0.3); // A6

const pcm = new Int16Array(samples.length);
for (let i = 0; i < samples.length; i++) {
  const fadeOut = Math.min(1, (samples.length - i) / (0.03 * RATE));
  pcm[i] = Math.max(-1, Math.min(1, samples[i] * fadeOut)) * 32_767;
}

const encoder = new Mp3Encoder(1, RATE, 32);
const parts = [];
for (let i = 0; i < pcm.length; i += 1152)
  parts.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
parts.push(encoder.flush());
const mp3 = Buffer.concat(parts.map((p) => Buffer.from(p)));
const out = fileURLToPath(new URL('../public/sounds/notification.mp3', import.meta.url));
writeFileSync(out, mp3);
// eslint-disable-next-line no-console -- the script reports what it wrote
console.log(`${out}: ${mp3.length} bytes`);
