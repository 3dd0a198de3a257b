import { Link } from 'react-router';
import { EmptyState } from './states';

/** A console address that no section or page answers. */
export function NotFoundPage() {
  return (
    <EmptyState
      title="Page not found"
      text="This console page does not exist."
      action={<Link to="/">Go to the console home</Link>}
    />
  );
}
