import type { BaseRequest } from '../../../bad-input-test-kit';

// A valid request of each console catalogue call that takes input, for the bad-input sweep.

const FACTS = {
  MakerName: 'ITC Limited',
  MakerAddress: 'Virginia House, 37 J.L. Nehru Road, Kolkata 700071, West Bengal',
  CountryOfOrigin: 'India',
  ShelfLifeDays: 90,
  CarePhone: '1800 345 3311',
  CareEmail: 'consumercare@itc.in',
  FssaiLicence: '10012031000312',
};
const PRODUCT = {
  Name: 'Aashirvaad Atta',
  Slug: 'aashirvaad-atta-bad-input',
  Brand: 'Aashirvaad',
  CategoryId: 1,
  Description: 'Whole wheat',
  NameHi: 'आशीर्वाद आटा',
  DescriptionHi: 'गेहूँ का आटा',
  Highlights: ['Soft rotis'],
  UnitLabel: '5 kg',
  UnitLabelHi: '5 किलो',
  Price: 100,
  Mrp: 200,
  GstRate: 5,
  HsnCode: '1101',
  Stock: 5,
  LowStockLevel: 10,
  IsActive: true,
  IsDeal: false,
  ...FACTS,
  StockReason: 'Counted the shelf',
};
const VARIANT = {
  GroupName: 'Weight',
  Label: '5 kg',
  Price: 100,
  Mrp: 200,
  Stock: 5,
  IsActive: true,
  StockReason: 'Counted the shelf',
};
const CATEGORY = {
  Name: 'Millets',
  Slug: 'millets-bad-input',
  ParentId: 1,
  Description: 'Ragi, jowar, bajra',
  NameHi: 'मिलेट्स',
  DescriptionHi: 'रागी, ज्वार, बाजरा',
  ImageId: 'banner-chai-time',
  IsActive: true,
  Position: 3,
  ReturnWindowDays: 7,
};
const BANNER = {
  Title: 'Monsoon sale',
  Subtitle: 'Up to 30% off',
  MediaId: 'banner-chai-time',
  LinkUrl: '/category/tea-coffee',
  IsActive: true,
};
const SHELF = {
  Title: 'Chai time',
  Kind: 'products',
  ProductIds: [1],
  CategoryId: 1,
  IsActive: true,
};

const admin = (b: Omit<BaseRequest, 'token'>): BaseRequest => ({ ...b, token: 'admin' });
const id = { id: 1 };

export const BASES: BaseRequest[] = [
  admin({
    method: 'GET',
    path: '/api/admin/products',
    query: {
      search: 'atta',
      categoryId: 1,
      active: 'true',
      lowStock: 'true',
      archived: 'false',
      pageNo: 1,
      pageSize: 20,
    },
  }),
  admin({ method: 'GET', path: '/api/admin/products/{id}', params: id }),
  admin({
    method: 'GET',
    path: '/api/admin/products/{id}/stock-movements',
    params: id,
    query: { variantId: 1 },
  }),
  ...['products', 'variants'].flatMap((kind) =>
    ['archive', 'unarchive'].map((move) =>
      admin({ method: 'POST', path: `/api/admin/${kind}/{id}/${move}`, params: id }),
    ),
  ),
  admin({ method: 'POST', path: '/api/admin/products', body: { ...PRODUCT, Variants: [VARIANT] } }),
  admin({ method: 'PATCH', path: '/api/admin/products/{id}', params: id, body: PRODUCT }),
  admin({ method: 'POST', path: '/api/admin/products/{id}/variants', params: id, body: VARIANT }),
  admin({ method: 'PATCH', path: '/api/admin/variants/{id}', params: id, body: VARIANT }),
  admin({ method: 'POST', path: '/api/admin/products/{id}/images', params: id }),
  admin({
    method: 'PUT',
    path: '/api/admin/products/{id}/image-order',
    params: id,
    body: { Ids: [1, 2] },
  }),
  admin({
    method: 'DELETE',
    path: '/api/admin/products/{id}/images/{imageId}',
    params: { id: 1, imageId: 1 },
  }),
  admin({ method: 'POST', path: '/api/admin/categories', body: CATEGORY }),
  admin({ method: 'PATCH', path: '/api/admin/categories/{id}', params: id, body: CATEGORY }),
  admin({
    method: 'POST',
    path: '/api/admin/categories/{id}/move',
    params: id,
    body: { Direction: 'up' },
  }),
  admin({ method: 'DELETE', path: '/api/admin/categories/{id}', params: id }),
  admin({ method: 'POST', path: '/api/admin/categories/{id}/image', params: id }),
  admin({ method: 'DELETE', path: '/api/admin/categories/{id}/image', params: id }),
  ...(['home-banners', 'home-shelves'] as const).flatMap((list): BaseRequest[] => {
    const body = list === 'home-banners' ? BANNER : SHELF;
    const item = { itemId: 'monthly-staples' };
    return [
      admin({ method: 'POST', path: `/api/admin/${list}`, body }),
      admin({ method: 'PATCH', path: `/api/admin/${list}/{itemId}`, params: item, body }),
      admin({ method: 'DELETE', path: `/api/admin/${list}/{itemId}`, params: item }),
      admin({ method: 'PUT', path: `/api/admin/${list}/order`, body: { Ids: ['a-1', 'b-2'] } }),
    ];
  }),
];
