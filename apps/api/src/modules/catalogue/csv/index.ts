// The catalogue spreadsheet: the console's CSV export and import of products and stock.
export { registerCatalogueCsvAdminRoutes } from './catalogue-csv.routes';
