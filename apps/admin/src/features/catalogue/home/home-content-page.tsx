import { PageHeader } from '../../../components';
import { CatalogueTabs } from '../catalogue-tabs';
import { BannersPanel } from './banners-panel';
import { ShelvesPanel } from './shelves-panel';

/** The home page's banners and shelves, each list in the order shoppers see it. */
export default function HomeContentPage() {
  return (
    <>
      <PageHeader title="Catalogue" sub="What the shop's home page shows first" />
      <CatalogueTabs />
      <BannersPanel />
      <ShelvesPanel />
    </>
  );
}
