import type { ReactNode } from 'react';

/** A simple page's h1 with an optional line under it. */
export function PageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>
      {description ? <p className="text-muted">{description}</p> : null}
    </div>
  );
}
