// An order as the payment step and the success page show it: items, shipping, totals, the
// addresses and (once paid) the payment method. Amounts are minor units of the order's currency.
import type { AddressForm } from '../../../markets';
import { formatMinor } from '../../catalogue/price';
import { useT } from '../../i18n';
import { useMarket } from '../../state/bootstrap';
import type { Order } from './payment-api';

/** Brand names, the same in every language. */
const METHOD_NAMES: Record<string, string> = {
  sepadirectdebit: 'SEPA Direct Debit',
  ideal: 'iDEAL',
  klarna: 'Klarna',
  klarna_account: 'Klarna',
  klarna_paynow: 'Klarna',
  scheme: 'Card',
  paypal: 'PayPal',
};
export const paymentMethodName = (type: string) => METHOD_NAMES[type] ?? type;

function AddressLines({ address }: { address: AddressForm }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.street0,
    address.street1,
    [address.postCode, address.city].filter(Boolean).join(' '),
    [address.region, address.country].filter(Boolean).join(', '),
  ];
  return (
    <address>
      {lines
        .filter((line) => line.trim())
        .map((line, i) => (
          <span key={i} className="order-summary__address-line">
            {line}
          </span>
        ))}
    </address>
  );
}

export function OrderSummary({ order, showPayment = false }: { order: Order; showPayment?: boolean }) {
  const t = useT();
  const market = useMarket();
  const money = (amount: number) => formatMinor(amount, order.currency, market);
  const sameAddress = JSON.stringify(order.address.billing) === JSON.stringify(order.address.shipping);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h3 id="order-summary-title">{t('orderSummary')}</h3>
      <ul className="order-summary__items">
        {order.items.map((item) => (
          <li key={item.id} className="order-summary__item">
            {item.image && <img src={item.image} alt="" width={64} height={64} loading="lazy" />}
            <span className="order-summary__name">{item.name}</span>
            {item.size?.label && <span className="order-summary__size">{`${t('size')}: ${item.size.label}`}</span>}
            <span className="order-summary__quantity">{`${item.quantity} ×`}</span>
            <span className="order-summary__price">{money(item.price.final * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <dt>{t('subtotal')}</dt>
        <dd>{money(order.priceProducts)}</dd>
        {order.priceDiscount > 0 && (
          <>
            <dt>{t('discountCode')}</dt>
            <dd>{`−${money(order.priceDiscount)}`}</dd>
          </>
        )}
        <dt>{`${t('shipping')}${order.shippingMethod.name ? ` (${order.shippingMethod.name})` : ''}`}</dt>
        <dd>{order.priceShipping === 0 ? t('freeShipping') : money(order.priceShipping)}</dd>
        {order.externalTaxAmount > 0 && (
          <>
            <dt>{t('salesTax')}</dt>
            <dd>{money(order.externalTaxAmount)}</dd>
          </>
        )}
        <dt className="order-summary__total">{t('total')}</dt>
        <dd className="order-summary__total" data-testid="order-total">
          {money(order.priceTotal)}
        </dd>
        {order.priceTax > 0 && order.externalTaxAmount === 0 && (
          <>
            <dt>{t('vatIncluded')}</dt>
            <dd data-testid="order-tax">{money(order.priceTax)}</dd>
          </>
        )}
      </dl>
      {order.shippingMethod.estimatedDeliveryTime && <p>{`${t('estimatedDelivery')}: ${order.shippingMethod.estimatedDeliveryTime}`}</p>}
      <div className="order-summary__addresses">
        <div>
          <h4>{t('shippingAddress')}</h4>
          <AddressLines address={order.address.shipping} />
        </div>
        {!sameAddress && (
          <div>
            <h4>{t('billingAddress')}</h4>
            <AddressLines address={order.address.billing} />
          </div>
        )}
        <div>
          <h4>{t('contact')}</h4>
          <p>
            {order.contact.email}
            <br />
            {order.contact.telephone}
          </p>
        </div>
      </div>
      {showPayment && order.payment.method && (
        <p className="order-summary__payment">
          {`${t('paymentMethod')}: `}
          <span data-testid="payment-method">{paymentMethodName(order.payment.method)}</span>
        </p>
      )}
    </section>
  );
}
