// Login page.
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';

export function LoginPage() {
  const t = useT();
  return (
    <article className="page login-page" data-page-type="unknown">
      <PageHead title={t('login')} noindex />
      <h1>{t('login')}</h1>
    </article>
  );
}
