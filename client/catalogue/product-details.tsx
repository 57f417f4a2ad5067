// The product's long-form information: description, composition and care, certifications,
// shipping and returns (free-shipping threshold of the market and return days from the CMS),
// and sustainability (certified and low-impact fibres of the composition).
import type { ReactNode } from 'react';
import { formatPrice } from '../../markets';
import { StorefrontLink } from '../components/storefront-link';
import { isRecord } from '../content/types';
import type { Product } from '../queries/catalogue';
import { useMarket } from '../state/bootstrap';
import { useT, type T } from '../i18n';

/** Fibres counted as lower-impact in the sustainability section. */
const SUSTAINABLE_FIBRES = new Set(['organic cotton', 'recycled polyester', 'bamboo', 'merino wool', 'wool']);

interface Props {
  product: Product;
  /** free-shipping-bar story content: freeShippingThreshold by lowercase country code. */
  freeShipping: unknown;
  constants: Record<string, string> | undefined;
}

function Section({ id, title, children, open = false }: { id: string; title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="product-details__section" data-section={id} open={open}>
      <summary className="product-details__summary">
        <h2 className="product-details__title">{title}</h2>
      </summary>
      <div className="product-details__body">{children}</div>
    </details>
  );
}

/** The market's free-shipping threshold in major units of its currency, if the CMS has one. */
function freeShippingAmount(freeShipping: unknown, country: string): number | undefined {
  const thresholds = isRecord(freeShipping) && isRecord(freeShipping.freeShippingThreshold) ? freeShipping.freeShippingThreshold : {};
  const value = thresholds[country.toLowerCase()];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function ShippingAndReturns({ freeShipping, constants, t }: Pick<Props, 'freeShipping' | 'constants'> & { t: T }) {
  const market = useMarket();
  const amount = freeShippingAmount(freeShipping, market.countryCode);
  const days = Number(constants?.returnDays);
  if (amount === undefined || !Number.isInteger(days) || days <= 0) return null;
  return <p>{t('shippingAndReturnsText', { amount: formatPrice(amount, market), days })}</p>;
}

export function ProductDetails({ product, freeShipping, constants }: Props) {
  const t = useT();
  const { information } = product;
  const fibres = information.compositions.filter((c) => SUSTAINABLE_FIBRES.has(c.material));
  return (
    <div className="product-details">
      <Section id="description" title={t('productDescription')} open>
        <p>{product.description.full}</p>
      </Section>
      <Section id="composition" title={`${t('composition')} & ${t('washingInstructions')}`}>
        <h3 className="product-details__subtitle">{t('composition')}</h3>
        <p data-composition>{information.composition}</p>
        {information.legalMaterials ? <p className="product-details__legal">{information.legalMaterials}</p> : null}
        <h3 className="product-details__subtitle">{t('washingInstructions')}</h3>
        <ul className="product-details__care">
          {information.washingInstructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      {product.certifications.length > 0 ? (
        <Section id="certifications" title={t('certifications')}>
          <ul className="product-details__certifications">
            {product.certifications.map((c) => (
              <li key={c} className="certification">
                {c}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="shipping" title={t('shippingAndReturns')}>
        <ShippingAndReturns freeShipping={freeShipping} constants={constants} t={t} />
        <p>
          <StorefrontLink to="/shipping">{t('readMore')}</StorefrontLink>
        </p>
      </Section>
      {fibres.length > 0 || product.certifications.length > 0 ? (
        <Section id="sustainability" title={t('sustainability')}>
          {fibres.length > 0 ? (
            <ul className="product-details__fibres">
              {fibres.map((f) => (
                <li key={f.material}>
                  <strong>{f.percentage}%</strong> {f.material}
                </li>
              ))}
            </ul>
          ) : null}
          {product.certifications.length > 0 ? <p>{product.certifications.join(' · ')}</p> : null}
        </Section>
      ) : null}
    </div>
  );
}
