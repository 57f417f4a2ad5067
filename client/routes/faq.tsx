// FAQ with sections, and the cookie policy.
import { useParams } from '@tanstack/react-router';
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';

export function FaqPage() {
  const t = useT();
  const { section } = useParams({ strict: false }) as { section?: string };
  return (
    <article className="page faq-page" data-page-type="faq" data-section={section}>
      <PageHead title={t('faq')} />
      <h1>{t('faq')}</h1>
    </article>
  );
}

export function CookiePolicyPage() {
  return (
    <article className="page faq-page" data-page-type="faq" data-section="cookie-policy">
      <PageHead title="Cookie policy" />
      <h1>Cookie policy</h1>
    </article>
  );
}
