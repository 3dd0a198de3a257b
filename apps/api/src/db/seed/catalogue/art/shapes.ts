import type { Shape } from '../types';
import type { Paint } from './palette';

/** Where the label of a pack sits, in the 800×800 drawing. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A pack silhouette: its markup, its label area and its overall width (for line-ups). */
export interface Silhouette {
  body: string;
  label: Box;
  width: number;
}

const fill = (c: string | null) => (c ? ` fill="${c}"` : '');
const sheen = (d: string) => `<path d="${d}" fill="#fff" opacity=".2"/>`;

type Draw = (p: Paint) => Silhouette;

const DRAW: Record<Shape, Draw> = {
  pouch: (p) => ({
    body:
      `<path d="M235 175H565L590 690Q592 722 560 722H240Q208 722 210 690Z"${fill(p.main)}/>` +
      `<rect x="235" y="140" width="330" height="48" rx="6" fill="${p.dark}"/>` +
      `<path d="M235 137h330" stroke="${p.dark}" stroke-width="10" stroke-dasharray="10 8"/>` +
      sheen('M250 205h30l-8 500h-30z'),
    label: { x: 255, y: 245, w: 290, h: 340 },
    width: 380,
  }),
  bottle: (p) => ({
    body:
      `<rect x="355" y="95" width="90" height="62" rx="10" fill="${p.accent}"/>` +
      `<path d="M368 150h64v45c0 28 108 38 108 125v350q0 42-42 42H302q-42 0-42-42V320c0-87 108-97 108-125z"${fill(p.main)}/>` +
      sheen('M280 330h24v340h-24z'),
    label: { x: 282, y: 360, w: 236, h: 280 },
    width: 280,
  }),
  jar: (p) => ({
    body:
      `<rect x="245" y="160" width="310" height="80" rx="16" fill="${p.accent}"/>` +
      `<rect x="262" y="228" width="276" height="20" fill="${p.dark}"/>` +
      `<rect x="225" y="242" width="350" height="478" rx="56"${fill(p.main)}/>` +
      sheen('M244 300h24v360h-24z'),
    label: { x: 250, y: 330, w: 300, h: 300 },
    width: 350,
  }),
  box: (p) => ({
    body:
      `<path d="M520 170l60-40v540l-60 40z" fill="${p.dark}"/>` +
      `<path d="M240 170l60-40h280l-60 40z" fill="${p.accent}"/>` +
      `<rect x="240" y="170" width="280" height="540"${fill(p.main)}/>`,
    label: { x: 255, y: 265, w: 250, h: 310 },
    width: 340,
  }),
  tube: (p) => ({
    body:
      `<rect x="95" y="290" width="40" height="220" rx="4" fill="${p.dark}"/>` +
      `<path d="M130 290L600 270V530L130 510Z"${fill(p.main)}/>` +
      `<rect x="598" y="318" width="44" height="164" fill="${p.accent}"/>` +
      `<rect x="640" y="335" width="84" height="130" rx="12" fill="${p.dark}"/>`,
    label: { x: 190, y: 305, w: 380, h: 190 },
    width: 630,
  }),
  bar: (p) => ({
    body:
      `<rect x="140" y="250" width="520" height="300" rx="80"${fill(p.main)}/>` +
      `<path d="M170 290h460" stroke="#fff" stroke-width="6" opacity=".3"/>`,
    label: { x: 215, y: 305, w: 370, h: 190 },
    width: 520,
  }),
  packet: (p) => ({
    body:
      `<rect x="100" y="245" width="600" height="310" rx="20"${fill(p.main)}/>` +
      `<path d="M112 255v290M688 255v290" stroke="${p.dark}" stroke-width="24" stroke-dasharray="6 6"/>` +
      `<rect x="124" y="500" width="552" height="26" fill="${p.accent}"/>`,
    label: { x: 175, y: 280, w: 450, h: 205 },
    width: 600,
  }),
  carton: (p) => ({
    body:
      `<path d="M275 178l125-60 125 60z" fill="${p.dark}"/>` +
      `<rect x="275" y="175" width="250" height="545" rx="10"${fill(p.main)}/>` +
      `<path d="M275 640q60-40 125 0t125 0v70q0 10-10 10H285q-10 0-10-10z" fill="${p.accent}"/>`,
    label: { x: 290, y: 260, w: 220, h: 320 },
    width: 250,
  }),
  notebook: (p) => ({
    body:
      `<rect x="205" y="110" width="400" height="600" rx="14"${fill(p.main)}/>` +
      `<rect x="205" y="110" width="54" height="600" rx="10" fill="${p.dark}"/>` +
      `<path d="M232 140V690" stroke="#eee" stroke-width="16" stroke-linecap="round" stroke-dasharray="0 30"/>`,
    label: { x: 290, y: 210, w: 280, h: 270 },
    width: 400,
  }),
  pens: (p) => {
    const pens = [290, 400, 510]
      .map((x, i) => {
        const colour = p.main === null ? null : (p.pens[i] ?? p.main);
        return (
          `<rect x="${x - 18}" y="330" width="36" height="300" rx="8"${fill(colour)}/>` +
          `<path d="M${x - 18} 628h36l-18 62z" fill="#c9ced6"/>` +
          `<rect x="${x - 21}" y="310" width="42" height="96" rx="10" fill="${p.dark}"/>`
        );
      })
      .join('');
    return {
      body: `<rect x="200" y="100" width="400" height="620" rx="24" fill="${p.light}"/>${pens}`,
      label: { x: 222, y: 130, w: 356, h: 150 },
      width: 400,
    };
  },
  pot: (p) => ({
    body:
      `<rect x="500" y="318" width="210" height="30" rx="15" fill="#2b2f36"/>` +
      `<rect x="140" y="340" width="400" height="330" rx="50" fill="#b9c0c8"/>` +
      `<ellipse cx="340" cy="340" rx="215" ry="40" fill="#9aa3ad"/>` +
      `<rect x="320" y="262" width="40" height="62" rx="10" fill="${p.dark}"/>`,
    label: { x: 205, y: 410, w: 270, h: 200 },
    width: 585,
  }),
};

/** The silhouette of a pack shape painted with the given colours. */
export function silhouette(shape: Shape, paint: Paint): Silhouette {
  return DRAW[shape](paint);
}

/** Bottom edge of every silhouette, for standing packs on a line. */
export const SHAPE_BOTTOM = 722;
