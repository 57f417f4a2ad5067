// Error page (docs/spec/storefront-shell.md §2.8): 'cantFindIt', 'errorDescription', a link to the start page, the
// status code as an attribute. The message and path are not shown. A 503 (a service the page
// needs is down) says so honestly and offers to try again instead.
import { ApiError } from '../../contract/api-error';
import { useT } from '../i18n';
import { usePageLocation } from '../state/page-location';
import { PageHead } from './page-head';
import { StorefrontLink } from './storefront-link';

/** The status a failed page shows: 503 when a service it needs is down, else 500. */
export function errorStatusOf(error: unknown): 500 | 503 {
  return error instanceof ApiError && error.status === 503 ? 503 : 500;
}

export function ErrorPage(props: { status: number }) {
  const t = useT();
  const unavailable = props.status === 503;
  const title = t(unavailable ? 'temporarilyUnavailable' : 'cantFindIt');
  return (
    <section className="error-page" data-status={props.status}>
      <PageHead title={title} noindex />
      <h1>{title}</h1>
      <p>{t(unavailable ? 'temporarilyUnavailableDescription' : 'errorDescription')}</p>
      {unavailable && <RetryLink label={t('retry')} />}
      <StorefrontLink to="/" className="button">
        {t('backToStart')}
      </StorefrontLink>
    </section>
  );
}

/** Loads the same page again: a plain link, so it works before (and without) JavaScript. */
function RetryLink(props: { label: string }) {
  const href = usePageLocation('href');
  return (
    <a href={href} className="button">
      {props.label}
    </a>
  );
}
