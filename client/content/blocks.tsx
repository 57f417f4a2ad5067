// CMS blocks → React: <Blocks> maps each Storyblok block to its component by `component` name.
// Every field is narrowed at render time, so malformed content renders less, never crashes.
// Each block root carries data-component / data-uid for tests and the visual editor.
import { createContext, use, useId, type ComponentType, type ReactNode } from 'react';
import { carouselOf } from '../../markets';
import { MAIN_IMAGE_WIDTH } from '../../markets/product-images';
import { Later, laterPart } from '../components/later';
import { useT } from '../i18n';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { imageSizes } from '../styles/breakpoints';
import { CarouselProductsContext, type CarouselProducts } from './carousels';
import { cmsImageAt, cmsImageSrcSet, hasImageService } from './image-urls';
import { ContentLink, RichText, safeHref } from './rich-text';
import { asAsset, asBlock, asCta, isRecord, isRichTextDoc, linkUrl, list, str, type Block } from './types';
import './content.css';
// The carousels' cards render with the page's HTML: their styles are linked with it.
import '../catalogue/catalogue.css';

interface BlockProps {
  block: Block;
  /** Position among its siblings: a hero opening the page carries the <h1>. */
  index: number;
}

// Tiles: four across from a tablet up, two below; image and text side by side from a tablet up.
const TILE_SIZES = imageSizes([['tablet', '25vw']], '50vw');
const IMAGE_TEXT_SIZES = imageSizes([['tablet', '50vw']], '100vw');

const blockAttrs = (block: { _uid?: unknown; component: string }) => ({
  'data-component': block.component,
  'data-uid': typeof block._uid === 'string' && block._uid !== '' ? block._uid : undefined,
});

/** Attributes for a nested list item (usp_item, category_tile, faq_item). */
const itemAttrs = (item: Record<string, unknown>, fallback: string) =>
  blockAttrs({ _uid: item._uid, component: typeof item.component === 'string' ? item.component : fallback });

// ---------------------------------------------------------------- newsletter texts

const NewsletterContext = createContext<unknown>(undefined);

/** Supplies the `newsletter` story (or its content) to newsletter_block below. */
export function NewsletterContent({ newsletter, children }: { newsletter: unknown; children: ReactNode }) {
  return <NewsletterContext value={newsletter}>{children}</NewsletterContext>;
}

// ---------------------------------------------------------------- shared pieces

/** Only site-relative or https images. */
function imageSrc(filename: string): string | undefined {
  const src = safeHref(filename);
  return src && (src.startsWith('/') || src.startsWith('https:')) ? src : undefined;
}

/**
 * A CMS asset `{ filename, alt }` as a sized image, through the image service when it has one
 * (image-urls.ts) with a srcset of the spec widths; lazy unless it is the page's priority image,
 * which React preloads from the head.
 */
export function ContentImage(props: {
  image: unknown;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { image, width, height, sizes, priority = false, className } = props;
  const asset = asAsset(image);
  const src = asset && imageSrc(asset.filename);
  if (!asset || !src) return null;
  const service = hasImageService(src);
  return (
    <img
      src={service ? cmsImageAt(src, MAIN_IMAGE_WIDTH) : src}
      srcSet={service ? cmsImageSrcSet(src, width) : undefined}
      sizes={service ? sizes : undefined}
      alt={asset.alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

const SLUG = /^[a-z0-9-]+$/;

/** The listing page a product search filter corresponds to, if there is one. */
export function listingPath(filter: Record<string, string>): string | undefined {
  const { collections, ageGroup, badges } = filter;
  if (collections && SLUG.test(collections)) return collections === 'outlet' ? '/outlet/all' : `/collection/${collections}`;
  if (ageGroup === 'adults' || ageGroup === 'kids') return `/${ageGroup}/socks`;
  if (badges === 'new') return '/adults/socks?sortBy=newest';
  if (badges === 'bestsellers') return '/adults/socks?sortBy=recommended';
  return undefined;
}

// ---------------------------------------------------------------- blocks

function Hero({ block, index }: BlockProps) {
  const title = str(block.title);
  const subtitle = str(block.subtitle);
  const cta = asCta(block.cta);
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className="cms-hero" {...blockAttrs(block)}>
      <ContentImage image={block.image} width={1600} height={700} sizes="100vw" priority className="cms-hero__image" />
      <div className="cms-hero__body">
        {title && <Heading className="cms-hero__title">{title}</Heading>}
        {subtitle && <p className="cms-hero__subtitle">{subtitle}</p>}
        {cta && (
          <ContentLink href={cta.href} className="button cms-hero__cta">
            {cta.label}
          </ContentLink>
        )}
      </div>
    </section>
  );
}

function UspBar({ block }: BlockProps) {
  return (
    <ul className="cms-usps" {...blockAttrs(block)}>
      {list(block.items).map((item, i) => {
        const text = isRecord(item) ? str(item.text) : undefined;
        if (!isRecord(item) || !text) return null;
        const iconPath = str(item.icon);
        const icon = iconPath && imageSrc(iconPath);
        return (
          <li key={i} className="cms-usps__item" {...itemAttrs(item, 'usp_item')}>
            {icon && <img src={icon} alt="" width={32} height={32} loading="lazy" className="cms-usps__icon" />}
            <span>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}

function CategoryTiles({ block }: BlockProps) {
  const title = str(block.title);
  return (
    <section className="cms-tiles" {...blockAttrs(block)}>
      {title && <h2 className="cms-section-title">{title}</h2>}
      <ul className="cms-tiles__grid">
        {list(block.tiles).map((tile, i) => {
          const label = isRecord(tile) ? str(tile.title) : undefined;
          if (!isRecord(tile) || !label) return null;
          return (
            <li key={i} {...itemAttrs(tile, 'category_tile')}>
              <ContentLink href={linkUrl(tile.link)} className="cms-tile">
                <ContentImage image={tile.image} width={800} height={1000} sizes={TILE_SIZES} className="cms-tile__image" />
                <span className="cms-tile__title">{label}</span>
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A carousel's cards: the catalogue's card code loads when React hydrates them (decision 051). */
const CarouselTrack = laterPart(() => import('./carousel-track').then((m) => m.CarouselTrack));

/** The page's products for this carousel (decision 051); with none it is not shown at all. */
function ProductCarousel({ block }: BlockProps) {
  const carousel = carouselOf(block);
  const products = use(CarouselProductsContext)[carousel.uid] ?? [];
  const headingId = `${useId()}-title`;
  const viewAll = useT()('viewAll');
  if (products.length === 0) return null;
  const title = str(block.title);
  const href = listingPath(carousel.searchFilter);
  return (
    <section
      className="cms-carousel"
      {...blockAttrs(block)}
      aria-labelledby={title ? headingId : undefined}
      data-search-filter={JSON.stringify(carousel.searchFilter)}
      data-limit={carousel.limit}
    >
      <div className="cms-section-head">
        {title && (
          <h2 id={headingId} className="cms-section-title">
            {title}
          </h2>
        )}
        {href && (
          <ContentLink href={href} className="cms-more-link">
            {viewAll}
          </ContentLink>
        )}
      </div>
      {/* Holds the cards' height while their code loads on a client-side navigation. */}
      <div className="cms-carousel__viewport">
        <Later>
          <CarouselTrack products={products} labelledBy={title ? headingId : undefined} />
        </Later>
      </div>
    </section>
  );
}

function RichTextBlock({ block }: BlockProps) {
  return (
    <div className="cms-rich-text" {...blockAttrs(block)}>
      <RichText doc={block.text} />
    </div>
  );
}

function ImageText({ block }: BlockProps) {
  const title = str(block.title);
  const cta = asCta(block.cta);
  const position = block.imagePosition === 'left' ? 'left' : 'right';
  return (
    <section className={`cms-image-text cms-image-text--image-${position}`} {...blockAttrs(block)}>
      <ContentImage image={block.image} width={800} height={800} sizes={IMAGE_TEXT_SIZES} className="cms-image-text__image" />
      <div className="cms-image-text__body">
        {title && <h2 className="cms-section-title">{title}</h2>}
        <RichText doc={block.text} />
        {cta && (
          <ContentLink href={cta.href} className="button">
            {cta.label}
          </ContentLink>
        )}
      </div>
    </section>
  );
}

function NewsletterBlock({ block }: BlockProps) {
  const provided = use(NewsletterContext);
  // Accept the story envelope or its content.
  const texts = isRecord(provided) && isRecord(provided.content) ? provided.content : isRecord(provided) ? provided : {};
  return (
    <section className="cms-newsletter" {...blockAttrs(block)}>
      {isRichTextDoc(texts.title) && (
        <h2 className="cms-newsletter__title">
          <RichText doc={texts.title} inline />
        </h2>
      )}
      <RichText doc={texts.subtitle} className="cms-newsletter__subtitle" />
      <NewsletterForm context="newsletter-block" newsletter={texts} />
      <RichText doc={texts.legal} className="cms-newsletter__legal" />
    </section>
  );
}

function FaqSection({ block }: BlockProps) {
  const title = str(block.title);
  const slug = str(block.slug);
  return (
    <section className="cms-faq-section" {...blockAttrs(block)} id={slug && SLUG.test(slug) ? `faq-${slug}` : undefined}>
      {title && <h2 className="cms-section-title">{title}</h2>}
      <div className="cms-faq-section__items">
        {list(block.items).map((item, i) => {
          const question = isRecord(item) ? str(item.question) : undefined;
          if (!isRecord(item) || !question) return null;
          return (
            <details key={i} className="cms-faq-item" {...itemAttrs(item, 'faq_item')}>
              <summary className="cms-faq-item__question">{question}</summary>
              <RichText doc={item.answer} className="cms-faq-item__answer" />
            </details>
          );
        })}
      </div>
    </section>
  );
}

/** The `faq` story root: title, intro, sections. */
function Faq({ block }: BlockProps) {
  const title = str(block.title);
  return (
    <div className="cms-faq" {...blockAttrs(block)}>
      {title && <h1 className="cms-page-title">{title}</h1>}
      <RichText doc={block.intro} className="cms-faq__intro" />
      <Blocks blocks={block.sections} />
    </div>
  );
}

/** `size_guide`: a table whose first cell per row is the size (a row header); scrolls sideways on phones. */
function SizeGuideTable({ block }: BlockProps) {
  const title = str(block.title);
  const cell = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const columns = list(block.columns).map(cell);
  const rows = list(block.rows).map((row) => list(row).map(cell));
  return (
    <section className="cms-size-guide" {...blockAttrs(block)} data-identifier={str(block.identifier)}>
      {title && <h3 className="cms-size-guide__title">{title}</h3>}
      <div className="cms-size-guide__scroll" role="region" aria-label={title} tabIndex={0}>
        <table className="cms-size-guide__table">
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={i} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {row.map((value, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {value}
                    </th>
                  ) : (
                    <td key={j}>{value}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** `page` and `homepage` roots: the body; a page not opening with a hero gets its title as <h1>. */
function Page({ block }: BlockProps) {
  const title = str(block.title);
  const first = asBlock(list(block.body)[0]);
  const showTitle = block.component === 'page' && title && first?.component !== 'hero';
  return (
    <div className="cms-page" {...blockAttrs(block)}>
      {showTitle && <h1 className="cms-page-title">{title}</h1>}
      <Blocks blocks={block.body} />
    </div>
  );
}

const COMPONENTS = new Map<string, ComponentType<BlockProps>>([
  ['hero', Hero],
  ['usp_bar', UspBar],
  ['category_tiles', CategoryTiles],
  ['product_carousel', ProductCarousel],
  ['rich_text_block', RichTextBlock],
  ['image_text', ImageText],
  ['newsletter_block', NewsletterBlock],
  ['faq_section', FaqSection],
  ['faq', Faq],
  ['size_guide', SizeGuideTable],
  ['page', Page],
  ['homepage', Page],
]);

/**
 * Renders a list of CMS blocks (a story's `body`, or `[story.content]`). Unknown components
 * render nothing. `newsletter` (the newsletter story) feeds any newsletter_block inside,
 * `carousels` (the story's carousel products, decision 051) any product_carousel.
 */
export function Blocks({ blocks, newsletter, carousels }: { blocks: unknown; newsletter?: unknown; carousels?: CarouselProducts }) {
  const rendered = list(blocks).map((raw, index) => {
    const block = asBlock(raw);
    if (!block) return null;
    const Component = COMPONENTS.get(block.component);
    if (!Component) {
      if (import.meta.env.DEV) console.warn(`[content] no component for "${block.component}" (${block._uid})`);
      return null;
    }
    return <Component key={index} block={block} index={index} />;
  });
  const withNewsletter =
    newsletter === undefined ? <>{rendered}</> : <NewsletterContent newsletter={newsletter}>{rendered}</NewsletterContent>;
  return carousels === undefined ? withNewsletter : <CarouselProductsContext value={carousels}>{withNewsletter}</CarouselProductsContext>;
}
