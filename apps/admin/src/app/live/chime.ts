// The new-order chime, made with Web Audio (no sound file): two short notes. Browsers keep audio
// blocked until the page has had a click or a key, so the context is made (or resumed) on the
// first gesture; a chime before that stays silent and the tab title and list still tell.

const MUTE_KEY = 'kirana.console.chime-muted';

let context: AudioContext | undefined;

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Ctor = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
  if (!Ctor) return undefined;
  context = new Ctor();
  return context;
}

/** Makes the chime playable from the first click or key on the page (once). */
export function unlockChimeOnGesture(): () => void {
  const unlock = () => {
    void audioContext()
      ?.resume()
      .catch(() => undefined);
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
  return unlock;
}

/** True once the browser lets the page play sound. */
export const chimeUnlocked = (): boolean => context?.state === 'running';

export function isChimeMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setChimeMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(MUTE_KEY, '1');
    else localStorage.removeItem(MUTE_KEY);
  } catch {
    // private mode: the choice lasts this page only
  }
}

/** Two short rising notes, quiet; nothing when muted or while the browser blocks sound. */
export function playChime(): void {
  if (isChimeMuted()) return;
  const ctx = context;
  if (!ctx || ctx.state !== 'running') return;
  const start = ctx.currentTime + 0.01;
  [880, 1318.5].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + i * 0.16;
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.4);
  });
}
