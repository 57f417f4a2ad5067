// Footer frame from the CMS footer story: two link blocks, bottom bar and copyright. Links
// starting with http open in a new tab (ContentLink). The country switcher and animation
// build on this frame.
import { ContentLink } from '../content/rich-text';
import { linkUrl, list, str } from '../content/types';
import { useLayout } from '../content/use-content';

function Links(props: { links: unknown; className?: string }) {
  return (
    <ul className={props.className}>
      {list(props.links).map((raw, i) => {
        const link = raw as Record<string, unknown>;
        const label = str(link.label);
        const href = linkUrl(link.link);
        return label && href ? (
          <li key={str(link._uid) ?? i}>
            <ContentLink href={href}>{label}</ContentLink>
          </li>
        ) : null;
      })}
    </ul>
  );
}

export function Footer() {
  const { footer } = useLayout();
  const c = footer.content;
  return (
    <footer className="site-footer">
      <div className="footer-blocks">
        <nav aria-label={str(c.blockOneTitle) ?? 'Customer service'}>
          <h2>{str(c.blockOneTitle)}</h2>
          <Links links={c.blockOneTopLinks} />
          <Links links={c.blockOneBottomLinks} className="footer-secondary" />
        </nav>
        <nav aria-label={str(c.blockTwoTitle) ?? 'About'}>
          <h2>{str(c.blockTwoTitle)}</h2>
          <Links links={c.blockTwoLinks} />
        </nav>
      </div>
      <nav aria-label="Legal" className="footer-bottom">
        <Links links={c.bottomBarLinks} />
      </nav>
      <p className="copyright">{str(c.copyright)}</p>
    </footer>
  );
}
