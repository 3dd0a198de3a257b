import { Link } from '../../../lib/router';
import type { CategoryCard } from '@kirana/shared';
import MediaImage from './media-image';
import styles from './category-tiles.module.css';

/** Categories as picture tiles linking to their pages. */
export default function CategoryTiles({
  categories,
  label,
}: {
  categories: readonly CategoryCard[];
  label: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {categories.map((c) => (
        <li key={c.CategoryId}>
          <Link to={`/category/${c.Slug}`} className={styles.tile}>
            <span className={styles.media}>
              <MediaImage mediaId={c.ImageId} alt="" sizes="120px" />
            </span>
            <span className={styles.name}>{c.Name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
