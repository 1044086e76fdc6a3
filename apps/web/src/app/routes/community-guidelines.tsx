import { ArrowLeft } from 'lucide-react';
import { Link } from '../../components/link';
import { paths } from '../../config/paths';
import { CommunityGuidelines } from '../../features/guidelines/components/community-guidelines';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';

export function CommunityGuidelinesRoute() {
  useDocumentTitle(t('pages.guidelinesTitle'));
  // The page arrives after the router's own hash handling: honour #appeals and friends here.
  useScrollToHash();
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={paths.home.href()}
        className="-ms-1 inline-flex items-center gap-1.5 self-start rounded-full px-1 text-sm font-medium text-accent hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('pages.backHome')}
      </Link>
      <CommunityGuidelines />
    </div>
  );
}
