// Top banner (docs/spec/storefront-shell.md §2.5): one CMS message chosen by the market's country code,
// else the storefront code, scrolling as a marquee of max(length / 7, 10) seconds, linking to
// the story's link (linkUs on the us storefront). Not rendered on checkout. From 40 px of scroll
// it fades out but keeps its height, so nothing below it moves (no layout shift); it is not
// sticky, so by then it has mostly scrolled away anyway.
import { useEffect, useState, type CSSProperties } from 'react';
import { isCheckoutPath } from '../../markets';
import { ContentLink } from '../content/rich-text';
import { isRecord, linkUrl, list, str } from '../content/types';
import { useLayout } from '../content/use-content';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
import './top-banner.css';

export const BANNER_HIDE_SCROLL = 40;
export const BANNER_DEFAULT_BACKGROUND = '#000000';

export interface BannerMessage {
  key: string;
  message: string;
  backgroundColor: string;
}

/** Marquee length in seconds: max(message length / 7, 10). */
export function marqueeDuration(message: string): number {
  return Math.max(message.length / 7, 10);
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The message for the market's country (e.g. 'CH'), else for the storefront (e.g. 'de'). */
export function chooseBannerMessage(messages: unknown, countryCode: string, storefront: string): BannerMessage | undefined {
  const candidates = list(messages).flatMap((raw) => {
    if (!isRecord(raw)) return [];
    const key = str(raw.key);
    const message = str(raw.message)?.trim();
    if (!key || !message) return [];
    const colour = str(raw.backgroundColor)?.trim();
    return [{ key, message, backgroundColor: colour && HEX_COLOUR.test(colour) ? colour : BANNER_DEFAULT_BACKGROUND }];
  });
  return candidates.find((m) => m.key === countryCode) ?? candidates.find((m) => m.key === storefront);
}

/** link.cached_url, but linkUs.cached_url on the us storefront (falling back to link). */
export function bannerLink(content: Record<string, unknown>, storefront: string): string | undefined {
  return (storefront === 'us' ? linkUrl(content.linkUs) : undefined) ?? linkUrl(content.link);
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export function TopBanner() {
  const pathname = usePageLocation('pathname');
  if (isCheckoutPath(pathname)) return null;
  return <TopBannerContent />;
}

function TopBannerContent() {
  const { topBanner } = useLayout();
  const { market, bootstrap } = useAppState();
  const hidden = useScrolledPast(BANNER_HIDE_SCROLL);
  const chosen = chooseBannerMessage(topBanner.content.messages, market.countryCode, bootstrap.storefront);
  if (!chosen) return null;
  const href = bannerLink(topBanner.content, bootstrap.storefront);
  const duration = marqueeDuration(chosen.message);
  const style = { '--banner-bg': chosen.backgroundColor, '--marquee-duration': `${duration}s` } as CSSProperties;
  const text = <span className="top-banner__text">{chosen.message}</span>;
  return (
    <aside
      className="top-banner"
      aria-label="Announcement"
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      data-testid="top-banner"
      data-hidden={hidden ? 'true' : 'false'}
      data-message-key={chosen.key}
      data-duration={duration}
      style={style}
    >
      <div className="top-banner__viewport">
        {href ? (
          <ContentLink href={href} className="top-banner__track">
            {text}
          </ContentLink>
        ) : (
          <span className="top-banner__track">{text}</span>
        )}
      </div>
    </aside>
  );
}
