import { STUDIO_TEXTS, type StudioVideoRow } from '@promptreel/contract';
import { ChevronDown } from 'lucide-react';

/** All the creator's videos or one: a native select (the phone's own picker, every key works). */
export function VideoChoice({
  videos,
  video,
  onChange,
}: {
  videos: readonly StudioVideoRow[];
  video: number | null;
  onChange: (video: number | null) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:w-72">
      <label htmlFor="studio-video" className="text-sm font-medium">
        Video
      </label>
      <div className="relative">
        <select
          id="studio-video"
          value={video ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          className="h-10 w-full appearance-none truncate rounded-xl border border-line bg-surface pr-9 pl-3 text-[0.9375rem] text-fg hover:border-subtle-hover focus-visible:border-ring"
        >
          <option value="">{STUDIO_TEXTS.allVideos}</option>
          {videos.map((row) => (
            <option key={row.id} value={row.id}>
              {row.title}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
