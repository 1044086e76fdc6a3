import { Link } from '../../../components/link';
import { paths } from '../../../config/paths';
import { activeLocale, t } from '../../../lib/i18n';
import { useMeAnswer } from '../api/get-me';

/** The day (UTC) a suspension ends, as the refusals of the server write it ('3 December 2026'). */
const untilDay = (iso: string) =>
  new Date(iso).toLocaleDateString(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * On every page while the signed-in account is suspended, from sign-in on: until when and what it
 * may not do, in the words every refused write uses, and the link to appeal the suspension.
 */
export function SuspensionBanner() {
  const data = useMeAnswer();
  const suspension = data?.user ? data.suspension : undefined;
  if (!suspension) return null;
  const appeal =
    suspension.decisionId != null ? paths.appeal.href(suspension.decisionId) : paths.guidelines.href('appeals');
  return (
    <section
      aria-label={t('auth.accountSuspended')}
      className="border-b border-amber-600/40 bg-amber-50 px-3 py-3 md:px-6 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="mx-auto max-w-screen-2xl break-words">
        {t('auth.suspendedUntil', { date: untilDay(suspension.until) })}{' '}
        <Link to={appeal} className="font-medium whitespace-nowrap underline underline-offset-2">
          {t('auth.appealSuspension')}
        </Link>
      </p>
    </section>
  );
}
