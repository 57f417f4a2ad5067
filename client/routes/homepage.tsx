// Homepage (landing) of a storefront.
import { PageHead } from '../components/page-head';
import { useMarket } from '../state/bootstrap';

export function HomePage() {
  const market = useMarket();
  return (
    <article className="page homepage" data-page-type="homepage">
      <PageHead title="Colourful socks" description="Argyle: bright, comfortable socks for adults and kids." />
      <h1>Socks that make your day</h1>
      <p>Free shipping and easy returns to {market.name.english}.</p>
    </article>
  );
}
