import type {
  AdminBanners,
  AdminCategories,
  AdminCategory,
  AdminProduct,
  AdminProductImages,
  AdminProductPage,
  AdminProductsQuery,
  AdminShelves,
  BannerCreateBody,
  BannerUpdateBody,
  CatalogueUpdateAnswer,
  CategoryCreateBody,
  CategoryUpdateBody,
  HomeShelf,
  ProductCreateBody,
  ProductUpdateBody,
  ShelfCreateBody,
  ShelfUpdateBody,
  StockMovementsAnswer,
  StoredHomeBanner,
  UploadedMedia,
  VariantCreateBody,
  VariantUpdateBody,
} from '@kirana/shared';
import { adminApi } from '../../app/api';

type ListQuery = Partial<Omit<AdminProductsQuery, 'pageNo' | 'pageSize'>> & {
  pageNo: number;
  pageSize: number;
};

/** An image upload: the file itself as the body, with its own type. */
const imageUpload = (url: string, file: File) => ({
  url,
  method: 'POST',
  body: file,
  headers: { 'content-type': file.type || 'application/octet-stream' },
});

const query = (q: ListQuery) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

// Every change also makes the audit log stale.
const CHANGED = ['Catalogue', 'Audit', 'Dashboard'] as const;

export const catalogueApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    categories: b.query<AdminCategories, void>({
      query: () => '/admin/categories',
      providesTags: ['Catalogue'],
    }),
    createCategory: b.mutation<AdminCategory, CategoryCreateBody>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    updateCategory: b.mutation<AdminCategory, { id: number; body: CategoryUpdateBody }>({
      query: ({ id, body }) => ({ url: `/admin/categories/${id}`, method: 'PATCH', body }),
      invalidatesTags: [...CHANGED],
    }),
    moveCategory: b.mutation<AdminCategories, { id: number; Direction: 'up' | 'down' }>({
      query: ({ id, Direction }) => ({
        url: `/admin/categories/${id}/move`,
        method: 'POST',
        body: { Direction },
      }),
      invalidatesTags: [...CHANGED],
    }),
    deleteCategory: b.mutation<null, number>({
      query: (id) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),
    uploadCategoryImage: b.mutation<AdminCategory, { id: number; file: File }>({
      query: ({ id, file }) => imageUpload(`/admin/categories/${id}/image`, file),
      invalidatesTags: [...CHANGED],
    }),
    deleteCategoryImage: b.mutation<AdminCategory, number>({
      query: (id) => ({ url: `/admin/categories/${id}/image`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),

    products: b.query<AdminProductPage, ListQuery>({
      query: (q) => `/admin/products?${query(q)}`,
      providesTags: ['Catalogue'],
    }),
    product: b.query<AdminProduct, number>({
      query: (id) => `/admin/products/${id}`,
      providesTags: ['Catalogue'],
    }),
    createProduct: b.mutation<AdminProduct, ProductCreateBody>({
      query: (body) => ({ url: '/admin/products', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    updateProduct: b.mutation<CatalogueUpdateAnswer, { id: number; body: ProductUpdateBody }>({
      query: ({ id, body }) => ({ url: `/admin/products/${id}`, method: 'PATCH', body }),
      invalidatesTags: [...CHANGED],
    }),
    addVariant: b.mutation<AdminProduct, { productId: number; body: VariantCreateBody }>({
      query: ({ productId, body }) => ({
        url: `/admin/products/${productId}/variants`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [...CHANGED],
    }),
    updateVariant: b.mutation<CatalogueUpdateAnswer, { id: number; body: VariantUpdateBody }>({
      query: ({ id, body }) => ({ url: `/admin/variants/${id}`, method: 'PATCH', body }),
      invalidatesTags: [...CHANGED],
    }),
    setArchived: b.mutation<null, { kind: 'products' | 'variants'; id: number; archive: boolean }>({
      query: ({ kind, id, archive }) => ({
        url: `/admin/${kind}/${id}/${archive ? 'archive' : 'unarchive'}`,
        method: 'POST',
      }),
      invalidatesTags: [...CHANGED],
    }),
    stockMovements: b.query<StockMovementsAnswer, { productId: number; variantId: number | null }>({
      query: ({ productId, variantId }) =>
        `/admin/products/${productId}/stock-movements${variantId === null ? '' : `?variantId=${variantId}`}`,
      providesTags: ['Catalogue'],
    }),
    uploadProductImage: b.mutation<AdminProductImages, { productId: number; file: File }>({
      query: ({ productId, file }) => imageUpload(`/admin/products/${productId}/images`, file),
      invalidatesTags: [...CHANGED],
    }),
    orderProductImages: b.mutation<AdminProductImages, { productId: number; Ids: number[] }>({
      query: ({ productId, Ids }) => ({
        url: `/admin/products/${productId}/image-order`,
        method: 'PUT',
        body: { Ids },
      }),
      invalidatesTags: [...CHANGED],
    }),
    deleteProductImage: b.mutation<AdminProductImages, { productId: number; imageId: number }>({
      query: ({ productId, imageId }) => ({
        url: `/admin/products/${productId}/images/${imageId}`,
        method: 'DELETE',
      }),
      invalidatesTags: [...CHANGED],
    }),

    uploadMedia: b.mutation<UploadedMedia, File>({
      query: (file) => imageUpload('/admin/media', file),
    }),
    banners: b.query<AdminBanners, void>({
      query: () => '/admin/home-banners',
      providesTags: ['Catalogue'],
    }),
    createBanner: b.mutation<StoredHomeBanner, BannerCreateBody>({
      query: (body) => ({ url: '/admin/home-banners', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    updateBanner: b.mutation<StoredHomeBanner, { id: string; body: BannerUpdateBody }>({
      query: ({ id, body }) => ({ url: `/admin/home-banners/${id}`, method: 'PATCH', body }),
      invalidatesTags: [...CHANGED],
    }),
    deleteBanner: b.mutation<AdminBanners, string>({
      query: (id) => ({ url: `/admin/home-banners/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),
    orderBanners: b.mutation<AdminBanners, string[]>({
      query: (Ids) => ({ url: '/admin/home-banners/order', method: 'PUT', body: { Ids } }),
      invalidatesTags: [...CHANGED],
    }),
    shelves: b.query<AdminShelves, void>({
      query: () => '/admin/home-shelves',
      providesTags: ['Catalogue'],
    }),
    createShelf: b.mutation<HomeShelf, ShelfCreateBody>({
      query: (body) => ({ url: '/admin/home-shelves', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    updateShelf: b.mutation<HomeShelf, { id: string; body: ShelfUpdateBody }>({
      query: ({ id, body }) => ({ url: `/admin/home-shelves/${id}`, method: 'PATCH', body }),
      invalidatesTags: [...CHANGED],
    }),
    deleteShelf: b.mutation<AdminShelves, string>({
      query: (id) => ({ url: `/admin/home-shelves/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),
    orderShelves: b.mutation<AdminShelves, string[]>({
      query: (Ids) => ({ url: '/admin/home-shelves/order', method: 'PUT', body: { Ids } }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

/** The URL of a stored image at a small width, for thumbnails. */
export const thumbUrl = (mediaId: string, width: 160 | 320 = 160) =>
  `/api/media/${encodeURIComponent(mediaId)}?w=${width}`;
