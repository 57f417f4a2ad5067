// Public entry of markets/: storefront, market and route data plus pure helpers, shared by the
// worker and the browser client. Import from here, not from the individual modules.

export * from './environment';
export * from './country-codes';
export * from './countries';
export * from './regions';
export * from './storefronts';
export * from './markets';
export * from './routes';
export * from './market-switch';
export * from './prices';
export * from './sizes';
export * from './colours';
export * from './currency-rates';
export * from './content-locales';
export * from './translate';
export * from './email';
export * from './checkout';
export * from './query-params';
export * from './form-outcomes';
export * from './price-bounds';
export * from './product-carousels';
export * from './seo';
export * from './product-images';
