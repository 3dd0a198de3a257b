import { EmptyState, PageHeader } from '../../components';

// Placeholder until this section's pages land.
export default function Section() {
  return (
    <>
      <PageHeader title="Customers" />
      <EmptyState title="Coming soon" text="This part of the console is being built." />
    </>
  );
}
