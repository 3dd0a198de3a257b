import { Route, Routes } from 'react-router';
import { TabNav } from '../../components';
import { useT } from '../../lib/i18n';
import CodPage from './cod-page';
import DailyClosePage from './daily-close-page';

/** The owner's books: the day's close, and the cash delivery people owe and hand in. */
export default function BooksSection() {
  const t = useT();
  return (
    <>
      <div className="no-print">
        <TabNav
          label={t('books.tabs')}
          tabs={[
            { to: '/books', label: t('books.close.tab'), end: true },
            { to: '/books/cod', label: t('books.cod.tab') },
          ]}
        />
      </div>
      <Routes>
        <Route index element={<DailyClosePage />} />
        <Route path="cod" element={<CodPage />} />
      </Routes>
    </>
  );
}
