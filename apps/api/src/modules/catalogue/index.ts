// The catalogue module's public face: other modules import only from here.
export {
  findPricing,
  productPricingSql,
  type ProductPricing,
  type VariantPricing,
} from './pricing.service';

export { buildSearchText } from './search-text';
export { hindiNameWords } from './search-hinglish';

export { loadCategoryTree } from './category-tree';

export { listSitemapEntries } from './sitemap.service';

export {
  takeStock,
  stockTakeAtCommit,
  stockShortAtCommit,
  releaseStock,
  type StockItem,
} from './stock.service';
export {
  setStockReason,
  stockReasonColumns,
  staffStockActor,
  STOCK_REASONS,
  type StockReason,
  type StockReasonSet,
} from './stock-reason';

export { dropStockAnswers, dropStockAnswersOf } from './stock-answers';
export { restockNotice } from './restock-notice';

export {
  addToRating,
  dropProductAnswers,
  findProductRef,
  findVisibleProductRef,
  productReviewsKeyPrefix,
  type ProductRef,
} from './product-ratings';

export { listProductsByIds } from './products-by-ids.service';
