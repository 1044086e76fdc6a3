import { LayoutGrid, Rows3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import type { LayoutChoice } from '../utils/layout-preference';

/** 'List view' / 'Grid view': two pressed-state buttons, the current one pressed. */
export function LayoutToggle({ layout, onChange }: { layout: LayoutChoice; onChange: (layout: LayoutChoice) => void }) {
  const option = (value: LayoutChoice, label: string, icon: ReactNode) => (
    <IconButton
      label={label}
      aria-pressed={layout === value}
      onClick={() => onChange(value)}
      icon={icon}
      className={cn(
        'size-8',
        layout === value ? 'bg-surface text-fg shadow-sm dark:bg-subtle-hover' : 'text-muted hover:text-fg',
      )}
    />
  );
  return (
    <div
      role="group"
      aria-label={t('feedFilters.layout')}
      className="inline-flex items-center gap-0.5 rounded-full bg-subtle p-1"
    >
      {option('list', t('feedFilters.listView'), <Rows3 aria-hidden="true" className="size-4" />)}
      {option('grid', t('feedFilters.gridView'), <LayoutGrid aria-hidden="true" className="size-4" />)}
    </div>
  );
}
