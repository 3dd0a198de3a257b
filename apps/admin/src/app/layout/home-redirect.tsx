import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../components';
import { useMeQuery } from '../api';
import { SECTIONS } from '../sections';

/** The console's home: the first section the role may open (a packer lands on Orders). */
export function HomeRedirect() {
  const { data } = useMeQuery();
  const first = SECTIONS.find((s) => data?.Permissions.includes(s.permission));
  return first ? <Navigate to={`/${first.path}`} replace /> : null;
}

export function NotFoundPage() {
  return (
    <EmptyState
      title="Page not found"
      text="This console page does not exist."
      action={<Link to="/">Go to the console home</Link>}
    />
  );
}
