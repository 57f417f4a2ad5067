// Product page by SKU (docs/spec/commerce-core.md §2): gallery, name, price, badges, linked colours, sizes with
// stock and add to cart, size guide, feature icons, enhanced blocks, details, recommendations, and structured
// data. The route loader has put the product and its CMS content in the query cache.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Badges, StockStatus } from '../../catalogue/badges';
import { Breadcrumbs, productTrail } from '../../catalogue/breadcrumbs';
import { BuyBox } from '../../catalogue/buy-box';
import { FEATURE_ICONS_SLUG, FREE_SHIPPING_SLUG, sizeGuideSlug } from './load';
import { Price } from '../../catalogue/price';
import { ProductCard } from '../../catalogue/product-card';
import { useEarlyBirdRecords } from '../../analytics/use-product-impressions';
import { useExperiment } from '../../experiments/use-experiment';
import { ProductGallery } from '../../catalogue/product-gallery';
import { SizeGuide } from '../../catalogue/size-guide';
import { Later, laterPart } from '../../components/later';
import { storefrontPath } from '../../components/storefront-link';
import { PageHead, type PagePreview } from '../../components/page-head';
import { hasMinorUnits, priceFromMinor, storefrontsSellingIn } from '../../../markets';
import { useLayout, usePreview } from '../../content/use-content';
import { productOptions, type ProductDetail } from '../../queries/catalogue';
import { constantsOptions, productEnhancedOptions, storyOptions } from '../../queries/content';
import { useAppState, useMarket } from '../../state/bootstrap';
import '../../catalogue/catalogue.css';
// The CMS blocks' styles (enhanced blocks, size guide) come with the page's; their code comes later.
import '../../content/content.css';
import { useT } from '../../i18n';

const route = getRouteApi('/$storefront/layout/product/$sku');
/** Below the fold: their code (with the CMS blocks') comes after the page's first JavaScript (decision 050). */
const ProductEnhanced = laterPart(() => import('../../catalogue/product-enhanced').then((m) => m.ProductEnhanced));
/** For crawlers: the server's JSON-LD; the browser has nothing to do with it until the rest is live. */
const StructuredData = laterPart(() => import('../../catalogue/structured-data').then((m) => m.StructuredData));
const ProductDetails = laterPart(() => import('../../catalogue/product-details').then((m) => m.ProductDetails));
// Static icons and the other colours' links: their markup is the server's (plain links work) until
// React comes to them, so their code can wait for the first JavaScript's budget.
const FeatureIcons = laterPart(() => import('../../catalogue/feature-icons').then((m) => m.FeatureIcons));
const LinkedColours = laterPart(() => import('../../catalogue/linked-colours').then((m) => m.LinkedColours));

/** CMS content beside the product; each piece is optional (its section is left out). */
function useProductContent(detail: ProductDetail | undefined) {
  const { api, bootstrap } = useAppState();
  const preview = usePreview();
  const sf = bootstrap.storefront;
  const ageGroup = detail?.product.ageGroup ?? 'adults';
  const sizeGuide = useQuery({ ...storyOptions(api, sf, sizeGuideSlug({ ageGroup }), preview), enabled: !!detail });
  const icons = useQuery(storyOptions(api, sf, FEATURE_ICONS_SLUG, preview));
  const freeShipping = useQuery(storyOptions(api, sf, FREE_SHIPPING_SLUG, preview));
  const constants = useQuery(constantsOptions(api, sf, preview));
  const enhanced = useQuery({
    ...productEnhancedOptions(api, sf, { sku: detail?.product.sku ?? '', collections: detail?.product.collections ?? [] }, preview),
    enabled: !!detail,
  });
  return {
    enhanced: enhanced.data,
    sizeGuide: sizeGuide.data?.content,
    icons: icons.data?.content,
    freeShipping: freeShipping.data?.content,
    constants: constants.data,
  };
}

/** A product's link preview: its packshot, price and availability. */
function productPreview(product: ProductDetail['product']): PagePreview {
  const digits = hasMinorUnits(product.currency) ? 2 : 0;
  return {
    type: 'product',
    image: product.media.hero.original,
    imageAlt: product.media.images[0]?.alt ?? product.name,
    offer: {
      amount: priceFromMinor(product.price.final, product.currency).toFixed(digits),
      currency: product.currency,
      availability: product.stockStatus === 'no-stock' ? 'out of stock' : 'in stock',
    },
  };
}

export function ProductPage() {
  const { sku } = route.useParams();
  const t = useT();
  const { api, bootstrap } = useAppState();
  const market = useMarket();
  const { navigation } = useLayout();
  // The market can change in place (country switcher): the previous prices stay, dimmed, until
  // the new ones arrive.
  const query = useQuery({ ...productOptions(api, bootstrap.storefront, market.countryCode, sku), placeholderData: keepPreviousData });
  const content = useProductContent(query.data);
  // At most 8 recommendations, or similar products when there are none; the early-bird store gets the shown ones.
  const others = useMemo(() => {
    const { recommendations = [], similar = [] } = query.data ?? {};
    return (recommendations.length > 0 ? recommendations : similar).slice(0, 8);
  }, [query.data]);
  useEarlyBirdRecords(others);
  // Split test (decision 039): the size choice and add button before the short description.
  const buyBoxFirst = useExperiment('pdp-buy-box-first') === 'buy-box-first';

  if (query.isPending) {
    return (
      <article className="page product-page" data-page-type="product" aria-busy="true">
        <p className="product-page__loading">{t('loading')}</p>
      </article>
    );
  }
  if (query.isError) throw query.error;

  const { product } = query.data;
  // The product's own SKU: a page reached by a size's SKU is the same page.
  const path = storefrontPath(bootstrap.storefront, `/product/${encodeURIComponent(product.sku)}`);
  const url = `${bootstrap.origin}${path}`;
  const trail = productTrail({ product, navigation, home: t('home'), origin: bootstrap.origin, storefront: bootstrap.storefront });
  const initialSku = product.variants.some((v) => v.sku === sku) ? sku : undefined;
  const shortDescription = <p className="product-summary__short">{product.description.short}</p>;

  return (
    <article className="page product-page" data-page-type="product" data-sku={product.sku} aria-busy={query.isPlaceholderData || undefined}>
      <PageHead
        title={product.meta.title || product.name}
        description={product.meta.description || product.description.short}
        storefronts={storefrontsSellingIn(query.data.regions)}
        canonicalPath={path}
        preview={import.meta.env.SSR ? productPreview(product) : undefined}
      />
      <Later>
        <StructuredData product={product} url={url} crumbs={trail.crumbs} />
      </Later>
      <Breadcrumbs links={trail.links} label="Breadcrumb" />
      <div className="product-layout">
        <ProductGallery product={product} label={product.name} />
        <div className="product-summary" data-experiment-variant={buyBoxFirst ? 'buy-box-first' : undefined}>
          <Badges badges={product.badges} className="product-summary__badges" />
          <h1 className="product-summary__name">{product.name}</h1>
          <Price price={product.price} currency={product.currency} className="product-summary__price" />
          <StockStatus status={product.stockStatus} />
          {buyBoxFirst ? null : shortDescription}
          <Later>
            <LinkedColours product={product} />
          </Later>
          {/* Keyed by product: a linked colour starts with no size chosen. */}
          <BuyBox
            key={product.sku}
            product={product}
            initialSku={initialSku}
            sizeGuide={content.sizeGuide ? <SizeGuide content={content.sizeGuide} /> : null}
          />
          {buyBoxFirst ? shortDescription : null}
          <Later>
            <FeatureIcons content={content.icons} keys={product.displayFeatures} label={t('features')} />
          </Later>
        </div>
      </div>
      {/* Below the fold: boundaries React hydrates in later passes than the page's (decision 050). */}
      {content.enhanced ? (
        <Later>
          <ProductEnhanced story={content.enhanced} />
        </Later>
      ) : null}
      <Later>
        <ProductDetails product={product} freeShipping={content.freeShipping} constants={content.constants} />
      </Later>
      {others.length > 0 ? (
        <section className="recommendations" aria-labelledby="recommendations-title">
          <h2 id="recommendations-title" className="recommendations__title">
            {t('recommendations')}
          </h2>
          <ul className="recommendations__grid">
            {others.map((card, i) => (
              <li key={card.sku}>
                <Later>
                  <ProductCard product={card} list="recommendations" position={i + 1} />
                </Later>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
