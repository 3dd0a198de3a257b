import type { HomeBanner } from '@kirana/shared';

type Banner = HomeBanner & { colors: [string, string] };

export const BANNERS: Banner[] = [
  {
    BannerId: 'monthly-staples',
    Title: 'Monthly staples, sorted',
    Subtitle: 'Atta, rice, dals and oils at up to 30% off',
    MediaId: 'banner-monthly-staples',
    LinkUrl: '/category/staples-atta',
    colors: ['#F4A261', '#E76F51'],
  },
  {
    BannerId: 'chai-time',
    Title: 'Chai time essentials',
    Subtitle: 'Tea, coffee and biscuits from ₹10',
    MediaId: 'banner-chai-time',
    LinkUrl: '/category/tea-coffee',
    colors: ['#2A9D8F', '#264653'],
  },
  {
    BannerId: 'festive-pooja',
    Title: 'Festive pooja needs',
    Subtitle: 'Agarbatti, diyas, camphor and more',
    MediaId: 'banner-festive-pooja',
    LinkUrl: '/category/pooja-needs',
    colors: ['#D62828', '#F77F00'],
  },
  {
    BannerId: 'free-delivery',
    Title: 'Free delivery above ₹499',
    Subtitle: 'Standard delivery across India in 2-4 days',
    MediaId: 'banner-free-delivery',
    LinkUrl: '/categories',
    colors: ['#3A86FF', '#8338EC'],
  },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Flat artwork for a home banner, 1200x400. */
export function bannerSvg(b: Banner): string {
  const [a, c] = b.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1020" cy="200" r="150" fill="#ffffff" fill-opacity="0.18"/>
<circle cx="1110" cy="90" r="60" fill="#ffffff" fill-opacity="0.12"/>
<rect x="930" y="140" width="180" height="140" rx="18" fill="#ffffff" fill-opacity="0.85"/>
<rect x="955" y="165" width="130" height="20" rx="6" fill="${c}"/>
<rect x="955" y="200" width="90" height="14" rx="5" fill="${a}"/>
<text x="80" y="185" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${esc(b.Title)}</text>
<text x="80" y="245" font-family="system-ui, sans-serif" font-size="28" fill="#ffffff">${esc(b.Subtitle)}</text>
<rect x="80" y="285" width="180" height="52" rx="26" fill="#ffffff"/>
<text x="170" y="319" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="${c}">Shop now</text>
</svg>`;
}
