// Error page (spec 2.8): 'cantFindIt', 'errorDescription', a link to the start page, the
// status code as an attribute. The message and path are not shown.
import { useT } from '../i18n';
import { PageHead } from './page-head';
import { StorefrontLink } from './storefront-link';

export function ErrorPage(props: { status: number }) {
  const t = useT();
  return (
    <section className="error-page" data-status={props.status}>
      <PageHead title={t('cantFindIt')} noindex />
      <h1>{t('cantFindIt')}</h1>
      <p>{t('errorDescription')}</p>
      <StorefrontLink to="/" className="button">
        {t('backToStart')}
      </StorefrontLink>
    </section>
  );
}
