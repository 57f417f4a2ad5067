// Product badges (translated `badge_{name}`) and a stock status line with a coloured dot.
import { stockKey } from './labels';
import { useT } from '../i18n';

/** Badges that only repeat the stock status; the stock line shows that already. */
const STOCK_BADGES = new Set(['in-stock', 'low-stock']);

export function Badges({ badges, className }: { badges: readonly string[]; className?: string }) {
  const t = useT();
  const shown = badges.filter((b) => !STOCK_BADGES.has(b) && /^[a-z0-9-]+$/.test(b));
  if (shown.length === 0) return null;
  return (
    <ul className={`badges${className ? ` ${className}` : ''}`}>
      {shown.map((badge) => (
        <li key={badge} className={`badge badge--${badge}`} data-badge={badge}>
          {t(`badge_${badge}`)}
        </li>
      ))}
    </ul>
  );
}

export function StockStatus({ status, className }: { status: 'in-stock' | 'low-stock' | 'no-stock'; className?: string }) {
  const t = useT();
  return (
    <p className={`stock stock--${status}${className ? ` ${className}` : ''}`} data-stock={status}>
      <span className="stock__dot" aria-hidden="true" />
      {t(stockKey(status))}
    </p>
  );
}
