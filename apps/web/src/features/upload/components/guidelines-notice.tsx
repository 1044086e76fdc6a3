import { ShieldCheck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/** The community rule every upload must follow, with the full guidelines a click away (new tab). */
export function GuidelinesNotice() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line bg-accent-soft p-3 text-sm">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="min-w-0">
        <p className="font-semibold text-accent-soft-fg">{t('upload.guidelinesRule')}</p>
        <p className="mt-0.5 text-fg">
          {t('upload.guidelinesBody')}{' '}
          <a
            href={paths.guidelines.href()}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent-soft-fg underline underline-offset-2 hover:no-underline"
          >
            {t('upload.guidelinesLink')}
            <span className="sr-only"> {t('upload.opensInNewTab')}</span>
          </a>
        </p>
      </div>
    </div>
  );
}
