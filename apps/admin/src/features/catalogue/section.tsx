import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage, PageSkeleton } from '../../components';

const ProductsPage = lazy(() => import('./products/products-page'));
const ProductEditor = lazy(() => import('./products/product-editor'));
const CategoriesPage = lazy(() => import('./categories/categories-page'));
const HomeContentPage = lazy(() => import('./home/home-content-page'));
const ImportPage = lazy(() => import('./import/import-page'));

/** The catalogue section: products (list and editor), categories, the home page, CSV import. */
export default function CatalogueSection() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<ProductsPage />} />
        <Route path="products/new" element={<ProductEditor />} />
        <Route path="products/:productId" element={<ProductEditor />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="home" element={<HomeContentPage />} />
        <Route path="import" element={<ImportPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
