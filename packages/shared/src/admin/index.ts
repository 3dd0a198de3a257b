// The console's catalogue calls: categories, products, option rows, images, home banners and shelves.
export * from './fields';
export * from './products';
export * from './categories';
export * from './home';
