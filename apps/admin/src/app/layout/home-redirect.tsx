import { Navigate } from 'react-router';
import { useMeQuery } from '../api';
import { SECTIONS } from '../sections';

/** The console's home: the first section the role may open (a packer lands on Orders). */
export function HomeRedirect() {
  const { data } = useMeQuery();
  const first = SECTIONS.find((s) => data?.Permissions.includes(s.permission));
  return first ? <Navigate to={`/${first.path}`} replace /> : null;
}
