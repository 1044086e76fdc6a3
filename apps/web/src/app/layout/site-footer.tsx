import { Link } from '../../components/link';
import { BRAND } from '../../config/brand';
import { paths } from '../../config/paths';

export function SiteFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-2 px-4 py-5 text-sm text-muted md:px-6">
        <p>{BRAND}: short AI-made videos and the prompts behind them.</p>
        <nav aria-label="Footer">
          <Link to={paths.guidelines.href()} className="underline-offset-2 hover:text-fg hover:underline">
            Community Guidelines
          </Link>
        </nav>
      </div>
    </footer>
  );
}
