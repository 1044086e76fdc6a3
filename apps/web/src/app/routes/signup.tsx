import { Link } from '../../components/link';
import { richText } from '../../components/ui/rich-text';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

const link = 'text-accent underline underline-offset-2 hover:no-underline';

/** The stub sign-up page of the spec. */
export function SignupRoute() {
  useDocumentTitle(t('pages.signUp'));
  return (
    <div>
      <PageHeader title={t('pages.signUpSoon')} />
      <p className="text-muted">
        {richText('pages.signUpDetail', {
          logIn: (
            <Link to={paths.login.href()} className={link}>
              {t('pages.logIn')}
            </Link>
          ),
          guidelines: (
            <Link to={paths.guidelines.href()} className={link}>
              {t('pages.guidelinesTitle')}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
