import { TabNav } from '../../components';

const TABS = [
  { to: '/catalogue', label: 'Products', end: true },
  { to: '/catalogue/categories', label: 'Categories' },
  { to: '/catalogue/home', label: 'Banners & shelves' },
  { to: '/catalogue/import', label: 'Import / export' },
];

/** The catalogue's own pages, under its header. */
export function CatalogueTabs() {
  return <TabNav label="Catalogue" tabs={TABS} />;
}
