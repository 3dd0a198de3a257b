import { Link } from '../../../lib/router';
import type { CategoryCard } from '@kirana/shared';
import MediaImage from './media-image';
import styles from './category-tiles.module.css';

/** Categories as picture tiles linking to their pages. */
export default function CategoryTiles({
  categories,
  labelledBy,
}: {
  categories: readonly CategoryCard[];
  /** the id of the heading that names the list */
  labelledBy: string;
}) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
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
