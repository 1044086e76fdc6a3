import { STUDIO_PERIODS, type StudioPeriod } from '@promptreel/contract';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/**
 * 7, 28 or 90 days as a segmented control: native radios in a fieldset, so the group's name, the
 * arrow keys and the checked state come from the browser.
 */
export function PeriodChoice({ days, onChange }: { days: StudioPeriod; onChange: (days: StudioPeriod) => void }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t('studio.periodLabel')}</legend>
      <div className="grid grid-cols-3 rounded-full border border-line bg-surface p-1 sm:inline-grid sm:w-fit">
        {STUDIO_PERIODS.map((period) => (
          <label
            key={period}
            className={cn(
              'cursor-pointer rounded-full px-2 py-1.5 text-center text-sm font-medium whitespace-nowrap transition-colors sm:px-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              period === days ? 'bg-primary text-on-primary' : 'text-muted hover:bg-subtle hover:text-fg',
            )}
          >
            <input
              type="radio"
              name="studio-period"
              value={period}
              checked={period === days}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t('studio.period', { days: period })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
