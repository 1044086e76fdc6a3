import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/**
 * A chart's figures as a table: shown on request, but always there for screen readers (visually
 * hidden, not removed), who get the figures rather than the picture.
 */
export function TableDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <Table2 aria-hidden="true" className="size-4" />
        {open ? t('studio.hideTable') : t('studio.showTable')}
      </button>
      {/* Open, it scrolls: focusable, so the keyboard can scroll it too. */}
      <div
        id={id}
        role={open ? 'region' : undefined}
        aria-label={open ? t('studio.asTable', { label }) : undefined}
        tabIndex={open ? 0 : undefined}
        className={cn(open ? 'max-h-96 overflow-auto rounded-xl border border-line' : 'sr-only')}
      >
        {children}
      </div>
    </div>
  );
}

/** A table of label → value rows with a caption and two column headings. */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-subtle text-start">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            {columns[0]}
          </th>
          <th scope="col" className="px-3 py-2 text-end font-medium">
            {columns[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-t border-line">
            <th scope="row" className="px-3 py-1.5 text-start font-normal">
              {label}
            </th>
            <td className="px-3 py-1.5 text-end tabular-nums">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
