// The price filter as a page places it: its code (price-range.tsx) is a later part, fetched when
// React comes to hydrate it, so it adds nothing to the page's first JavaScript (decision 050);
// its styles come with the page's.
import { Later, laterPart } from '../components/later';
import type { PriceRangeProps } from './price-range';
import './price-range.css';

const PriceRange = laterPart(() => import('./price-range').then((m) => m.PriceRange));

export function PriceRangeFilter(props: PriceRangeProps) {
  return (
    <Later>
      <PriceRange {...props} />
    </Later>
  );
}
