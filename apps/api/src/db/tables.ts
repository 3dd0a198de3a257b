// Every module's tables, for Drizzle's schema and drizzle-kit's migrations.
export * from '../modules/catalogue/catalogue.tables';
export * from '../modules/content/content.tables';
