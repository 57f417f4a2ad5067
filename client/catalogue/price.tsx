// Prices from the catalogue (minor units in the product's currency), formatted with the current
// market's locale; a discounted price shows the original struck through and a -{n}% badge.
import { discountPercentage, formatPrice, priceFromMinor, type Market } from '../../markets';
import { useMarket } from '../state/bootstrap';
import { useT } from '../i18n';

/**
 * A minor-unit amount in `currency`, formatted for the market's locale. The product's own
 * currency is used, so a market priced in a fallback currency never shows a wrong symbol.
 */
export function formatMinor(amount: number, currency: string, market: Pick<Market, 'locale'>): string {
  return formatPrice(priceFromMinor(amount, currency), { locale: market.locale, currency: { code: currency } });
}

interface PriceProps {
  price: { original: number; final: number };
  currency: string;
  /** Show the discount badge (the card and the page do; compact lists may not). */
  showDiscount?: boolean;
  className?: string;
}

export function Price({ price, currency, showDiscount = true, className }: PriceProps) {
  const t = useT();
  const market = useMarket();
  const discounted = price.final < price.original;
  const percentage = discountPercentage(price.original, price.final);
  return (
    <p className={`price${discounted ? ' price--discounted' : ''}${className ? ` ${className}` : ''}`} data-currency={currency}>
      <span className="price__final" data-price-final={price.final}>
        {formatMinor(price.final, currency, market)}
      </span>
      {discounted ? (
        <>
          {' '}
          <s className="price__original">
            <span className="visually-hidden">{t('originalPrice')}: </span>
            {formatMinor(price.original, currency, market)}
          </s>
          {showDiscount && percentage > 0 ? (
            <>
              {' '}
              <span className="price__discount badge badge--discount">{t('discount', { percentage })}</span>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
