import { TabNav } from '../../components';
import { useT } from '../../lib/i18n';

const TABS = [
  { to: '/catalogue', labelId: 'catalogue.tabs.products', end: true },
  { to: '/catalogue/categories', labelId: 'catalogue.tabs.categories' },
  { to: '/catalogue/home', labelId: 'catalogue.tabs.home' },
  { to: '/catalogue/import', labelId: 'catalogue.tabs.import' },
];

/** The catalogue's own pages, under its header. */
export function CatalogueTabs() {
  const t = useT();
  return (
    <TabNav
      label={t('catalogue.title')}
      tabs={TABS.map(({ labelId, ...tab }) => ({ ...tab, label: t(labelId) }))}
    />
  );
}
