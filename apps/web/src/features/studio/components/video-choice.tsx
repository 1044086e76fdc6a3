import type { StudioVideoRow } from '@promptreel/contract';
import { SelectField } from '../../../components/ui/select-field';
import { t } from '../../../lib/i18n';

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
    <SelectField
      label={t('studio.video')}
      className="min-w-0 sm:w-72"
      placeholder={t('studio.allVideos')}
      options={videos.map((row) => ({ value: String(row.id), label: row.title }))}
      value={video ?? ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
