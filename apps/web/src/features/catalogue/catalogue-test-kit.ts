// Sample catalogue answers for the web suites.
import type {
  CategoryProductsAnswer,
  ProductDetailsAnswer,
  ProductSummary,
  SearchAnswer,
} from '@kirana/shared';

/** A product as lists show it. */
export function summary(id: number, over: Partial<ProductSummary> = {}): ProductSummary {
  return {
    ProductId: id,
    Slug: `product-${id}`,
    Name: `Product ${id}`,
    Brand: 'Tata',
    UnitLabel: '1 kg',
    Mrp: 12000,
    Price: 10000,
    DiscountPercent: 16,
    ImageId: `img-${id}`,
    ImageAlt: `Product ${id}`,
    InStock: true,
    HasVariants: false,
    AverageRating: 4.2,
    RatingCount: 12,
    IsDeal: false,
    ...over,
  };
}

/** One page of a category listing. */
export function listingPage(
  pageNo: number,
  ids: number[],
  total = 50,
  categoryId = 3,
): CategoryProductsAnswer {
  return {
    Category: {
      CategoryId: categoryId,
      Slug: 'staples',
      Name: 'Staples',
      Breadcrumbs: [{ Slug: 'staples', Name: 'Staples' }],
    },
    Products: ids.map((id) => summary(id)),
    TotalCount: total,
    PageNo: pageNo,
    PageSize: 24,
    Facets: {
      Brands: [
        { Name: 'Tata', Count: 20 },
        { Name: 'Aashirvaad', Count: 8 },
      ],
      MinPrice: 1000,
      MaxPrice: 90000,
    },
  };
}

/** One page of search results. */
export function searchPage(
  terms: string,
  pageNo: number,
  ids: number[],
  categories: SearchAnswer['Categories'] = [],
): SearchAnswer {
  return {
    Terms: terms,
    CorrectedTerms: null,
    Products: ids.map((id) => summary(id)),
    Categories: categories,
    TotalCount: 60,
    PageNo: pageNo,
    PageSize: 24,
    Facets: { Brands: [{ Name: 'Tata', Count: 12 }], MinPrice: 1000, MaxPrice: 90000 },
  };
}

/** A product with a 'Weight' option group: 10 kg out of stock, 5 kg, and 1 kg (the cheapest in stock). */
export function variantProduct(): ProductDetailsAnswer {
  return {
    ProductDetails: {
      ProductId: 21,
      Slug: 'aashirvaad-atta',
      Name: 'Aashirvaad Whole Wheat Atta',
      Brand: 'Aashirvaad',
      Description: 'Made from the finest grains.',
      Highlights: ['100% whole wheat', 'No maida'],
      UnitLabel: 'Whole wheat flour',
      Mrp: 7000,
      Price: 6200,
      DiscountPercent: 11,
      GstRate: 5,
      HsnCode: '1101',
      InStock: true,
      Stock: 30,
      LowStock: false,
      Category: { Slug: 'atta', Name: 'Atta' },
      Breadcrumbs: [
        { Slug: 'staples', Name: 'Staples' },
        { Slug: 'atta', Name: 'Atta' },
      ],
      Facts: {
        Maker: {
          Name: 'ITC Limited',
          Address: 'Virginia House, 37 J.L. Nehru Road, Kolkata 700071, West Bengal',
        },
        CountryOfOrigin: 'India',
        ShelfLifeDays: 90,
        CustomerCare: { Phone: '1800 345 3311', Email: 'consumercare@itc.in' },
        FssaiLicence: '10012031000312',
      },
      ReturnPolicy: { Returnable: true, WindowDays: 7 },
    },
    ProductImages: [
      { MediaId: 'atta-1', Alt: 'Atta front' },
      { MediaId: 'atta-2', Alt: 'Atta back' },
    ],
    ProductConfig: {
      MaxAllowedQty: 10,
      OptionGroups: [
        {
          Name: 'Weight',
          Rows: [
            {
              RowId: 101,
              Label: '10 kg',
              Mrp: 55000,
              Price: 49900,
              DiscountPercent: 9,
              InStock: false,
              MediaId: null,
            },
            {
              RowId: 102,
              Label: '5 kg',
              Mrp: 30000,
              Price: 26500,
              DiscountPercent: 11,
              InStock: true,
              MediaId: 'atta-5kg',
            },
            {
              RowId: 103,
              Label: '1 kg',
              Mrp: 7000,
              Price: 6200,
              DiscountPercent: 11,
              InStock: true,
              MediaId: null,
            },
          ],
        },
      ],
    },
    RelatedProducts: [summary(31)],
    Ratings: {
      AverageRating: 4.4,
      TotalRatings: 10,
      FiveStar: 6,
      FourStar: 2,
      ThreeStar: 1,
      TwoStar: 1,
      OneStar: 0,
    },
  };
}
