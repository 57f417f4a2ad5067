// Linked colours: the same design in other colours, as swatches linking to those products.
// Linked products come as SKUs only; the colour is the SKU's last part after the design's
// shared prefix (ARG-MARINA-TRIANGLE-RED → red), matched to the fixed colour table; a linked
// product whose colour is unknown is skipped (docs/spec/commerce-core.md §5).
import { COLOUR_HEX, colourHex } from '../../markets';
import { StorefrontLink } from '../components/storefront-link';
import type { Product } from '../queries/catalogue';
import { useT } from '../i18n';

const NAMES = Object.keys(COLOUR_HEX);

/** The colour a linked SKU names, relative to the product's own SKU; undefined when it is not a known colour. */
export function linkedColourOf(ownSku: string, linkedSku: string): { name: string; hex: string } | undefined {
  let i = 0;
  while (i < ownSku.length && i < linkedSku.length && ownSku[i] === linkedSku[i]) i += 1;
  const prefix = linkedSku.slice(0, linkedSku.lastIndexOf('-', i - 1) + 1);
  const raw = linkedSku.slice(prefix.length).toLowerCase().replace(/-/g, ' ');
  const name = colourHex(raw) ? NAMES.find((n) => COLOUR_HEX[n as keyof typeof COLOUR_HEX] === colourHex(raw)) : undefined;
  const known = name ?? (raw.length >= 3 ? NAMES.find((n) => n.startsWith(raw)) : undefined);
  const hex = known && colourHex(known);
  return known && hex ? { name: known, hex } : undefined;
}

/**
 * The linked products to offer as swatches: those whose colour is known. Linked products with
 * an invalid colour are skipped (docs/spec/commerce-core.md §5), never shown as a blank swatch.
 */
export function linkedColours(product: Pick<Product, 'sku' | 'linkedProducts'>): { sku: string; name: string; hex: string }[] {
  return product.linkedProducts.flatMap((sku) => {
    const colour = linkedColourOf(product.sku, sku);
    return colour ? [{ sku, ...colour }] : [];
  });
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Swatch({ hex }: { hex: string | undefined }) {
  return <span className="swatch" aria-hidden="true" style={hex ? { backgroundColor: hex } : undefined} />;
}

export function LinkedColours({ product }: { product: Product }) {
  const t = useT();
  const others = linkedColours(product);
  if (others.length === 0) return null;
  const own = product.color.primary;
  return (
    <section className="linked-colours" aria-labelledby="linked-colours-title">
      <h2 id="linked-colours-title" className="product-section-label">
        {t('linkedColours')}
      </h2>
      <ul className="linked-colours__list">
        <li>
          <span className="linked-colour linked-colour--current" aria-current="true" data-colour={own}>
            <Swatch hex={colourHex(own)} />
            <span className="linked-colour__name">{capitalize(own)}</span>
          </span>
        </li>
        {others.map(({ sku, name, hex }) => (
          <li key={sku}>
            <StorefrontLink to={`/product/${encodeURIComponent(sku)}`} className="linked-colour" data-sku={sku} data-colour={name}>
              <Swatch hex={hex} />
              <span className="linked-colour__name">{capitalize(name)}</span>
            </StorefrontLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
