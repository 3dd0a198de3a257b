import { lazy, Suspense, useMemo } from 'react';
import { EmptyState, PageSkeleton } from '../../components';
import { useCan } from '../../components/use-can';
import { useT } from '../../lib/i18n';
import type { Section } from '../sections';

const loaded = new Map<string, ReturnType<typeof lazy>>();

/** A section's pages, loaded on first visit, or a refusal when the role may not open it. */
export function SectionGate({ section }: { section: Section }) {
  const t = useT();
  const allowed = useCan(section.permission);
  const Page = useMemo(() => {
    if (!loaded.has(section.path)) loaded.set(section.path, lazy(section.load));
    return loaded.get(section.path)!;
  }, [section]);
  if (!allowed) {
    return (
      <EmptyState
        title={t('shell.no-access')}
        text={t('shell.no-access-text', { section: t(section.labelId) })}
      />
    );
  }
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
