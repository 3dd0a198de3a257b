import { lazy, Suspense, useMemo } from 'react';
import { EmptyState, PageSkeleton } from '../../components';
import { useCan } from '../../components/use-can';
import type { Section } from '../sections';

const loaded = new Map<string, ReturnType<typeof lazy>>();

/** A section's pages, loaded on first visit, or a refusal when the role may not open it. */
export function SectionGate({ section }: { section: Section }) {
  const allowed = useCan(section.permission);
  const Page = useMemo(() => {
    if (!loaded.has(section.path)) loaded.set(section.path, lazy(section.load));
    return loaded.get(section.path)!;
  }, [section]);
  if (!allowed) {
    return (
      <EmptyState
        title="You do not have access to this"
        text={`Your role cannot open ${section.label}. Ask the store owner if you need it.`}
      />
    );
  }
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
