import { PageHeader } from '../../../components';
import { useT } from '../../../lib/i18n';
import { CatalogueTabs } from '../catalogue-tabs';
import { BannersPanel } from './banners-panel';
import { ShelvesPanel } from './shelves-panel';

/** The home page's banners and shelves, each list in the order shoppers see it. */
export default function HomeContentPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('catalogue.title')} sub={t('catalogue.home.sub')} />

      <CatalogueTabs />
      <BannersPanel />
      <ShelvesPanel />
    </>
  );
}
