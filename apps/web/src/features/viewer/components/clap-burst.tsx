import { HandHeart } from 'lucide-react';
import { useEffect } from 'react';

const BURST_MS = 700;

/** The clap a double-tap gives, drawn big in the middle for a moment (still, with reduced motion). */
export function ClapBurst({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, BURST_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <HandHeart
      aria-hidden="true"
      className="pointer-events-none absolute size-24 fill-white text-white drop-shadow-lg motion-safe:animate-[clap-burst_700ms_ease-out_forwards]"
    />
  );
}
