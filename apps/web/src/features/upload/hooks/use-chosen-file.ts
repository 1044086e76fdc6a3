import type { Orientation } from '@promptreel/contract';
import { useEffect, useRef, useState } from 'react';
import { probeVideo, readsAsMp4, type VideoProbe } from '../utils/media-probe';
import { fileProblemOf, type FileProblem } from '../utils/upload-validation';

export interface ChosenFile {
  file: File;
  /** undefined until the first bytes have been read. */
  problem: FileProblem | undefined;
  probe: Promise<VideoProbe> | null;
  previewUrl: string | null;
  orientation: Orientation | null;
  /** The probe's size and length (the poster scrubber's), null until read or unreadable. */
  width: number | null;
  height: number | null;
  durationMs: number | null;
  reading: boolean;
}

/**
 * The MP4 picked for upload: its first bytes are read to tell an MP4 from a renamed file, then the
 * browser probes it for its shape and a poster preview. Picking another file (or removing it)
 * makes any reading still under way for the old one count for nothing.
 */
export function useChosenFile() {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const chooseToken = useRef(0);

  // The poster preview's object URL lives as long as its file is chosen.
  const previewUrl = chosen?.previewUrl;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  /** `onMp4` runs once the file reads as an MP4, with a check that it is still the chosen one. */
  const choose = (file: File, onMp4: (isCurrent: () => boolean) => void) => {
    const token = ++chooseToken.current;
    const isCurrent = () => token === chooseToken.current;
    setChosen({
      file,
      problem: undefined,
      probe: null,
      previewUrl: null,
      orientation: null,
      width: null,
      height: null,
      durationMs: null,
      reading: true,
    });
    void (async () => {
      const problem = fileProblemOf(file, await readsAsMp4(file));
      if (!isCurrent()) return;
      const probe = problem ? null : probeVideo(file);
      setChosen((c) => (c && c.file === file ? { ...c, problem, probe, reading: probe !== null } : c));
      if (!problem) onMp4(isCurrent);
      if (!probe) return;
      const result = await probe;
      if (!isCurrent()) return;
      const url = result.thumbnail ? URL.createObjectURL(result.thumbnail) : null;
      setChosen((c) =>
        c && c.file === file
          ? {
              ...c,
              previewUrl: url,
              orientation: result.orientation,
              width: result.width,
              height: result.height,
              durationMs: result.durationSeconds === null ? null : Math.floor(result.durationSeconds * 1000),
              reading: false,
            }
          : c,
      );
    })();
  };

  const remove = () => {
    chooseToken.current += 1;
    setChosen(null);
  };

  // A file still being read counts as chosen (no message yet), but Upload waits for it.
  const reading = chosen !== null && (chosen.problem === undefined || chosen.reading);

  return { chosen, reading, choose, remove };
}
