import { type ReactNode, useRef } from 'react';
import { Link } from '../../../lib/router';
import type { HomeBanner } from '@kirana/shared';
import { BANNER_IMAGE_SIZES } from '@kirana/shared/common/first-screen';
import { useT } from '../../../lib/i18n';
import MediaImage from './media-image';
import styles from './banner-strip.module.css';

function BannerLink({ banner, children }: { banner: HomeBanner; children: ReactNode }) {
  const label = `${banner.Title}: ${banner.Subtitle}`;
  if (banner.LinkUrl.startsWith('/')) {
    return (
      <Link to={banner.LinkUrl} className={styles.link} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={banner.LinkUrl} className={styles.link} aria-label={label} rel="noopener">
      {children}
    </a>
  );
}

/** The home banners as a swipeable scroll-snap strip with previous/next buttons; the first loads eagerly. */
export default function BannerStrip({ banners }: { banners: readonly HomeBanner[] }) {
  const track = useRef<HTMLUListElement>(null);
  const t = useT();
  if (banners.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const item = el.firstElementChild as HTMLElement | null;
    el.scrollBy({ left: direction * (item?.offsetWidth ?? el.clientWidth), behavior: 'smooth' });
  };
  return (
    <section
      className={styles.strip}
      aria-roledescription="carousel"
      aria-label={t('shell.home.offers')}
    >
      <ul ref={track} className={styles.track}>
        {banners.map((b, i) => (
          <li
            key={b.BannerId}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={t('shell.home.slide', { n: i + 1, total: banners.length })}
          >
            <BannerLink banner={b}>
              <MediaImage
                mediaId={b.MediaId}
                alt={`${b.Title}. ${b.Subtitle}`}
                sizes={BANNER_IMAGE_SIZES}
                eager={i === 0}
                className={styles.image}
              />
            </BannerLink>
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => scroll(-1)}
            aria-label={t('shell.home.prev')}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => scroll(1)}
            aria-label={t('shell.home.next')}
          >
            ›
          </button>
        </>
      )}
    </section>
  );
}
