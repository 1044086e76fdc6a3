/** The demo catalogue of creators, clips and chatter that a fresh install starts with. */
export const DEMO_CREATORS = [
  { username: 'lumen_studio', bio: 'Dreamlike loops made with Sora and a lot of patience.', location: 'Lisbon' },
  { username: 'neonfable', bio: 'Short fables in neon. Prompts always included.', location: 'Manchester' },
  { username: 'quietframes', bio: 'Slow, calm, generative.', location: null },
  { username: 'promptsmith', bio: 'I share every prompt, seed and setting I use.', location: 'Toronto' },
] as const;

type Orientation = 'portrait' | 'landscape' | 'square';
const SIZE: Record<Orientation, [number, number]> = { portrait: [180, 320], landscape: [320, 180], square: [240, 240] };

export interface DemoVideo {
  file: string;
  title: string;
  subtitle: string | null;
  prompt: string | null;
  creator: number;
  platformId: number;
  categoryId: number;
  orientation: Orientation;
  width: number;
  height: number;
  minutesAgo: number;
}

const v = (
  file: string,
  title: string,
  orientation: Orientation,
  creator: number,
  platformId: number,
  categoryId: number,
  minutesAgo: number,
  subtitle: string | null,
  prompt: string | null,
): DemoVideo => {
  const [width, height] = SIZE[orientation];
  return { file, title, subtitle, prompt, creator, platformId, categoryId, orientation, width, height, minutesAgo };
};

// Platform ids and category ids are those of migration 0002.
export const DEMO_VIDEOS: DemoVideo[] = [
  v(
    'neon-koi',
    'Neon koi in an infinite pond',
    'portrait',
    0,
    1,
    7,
    4,
    'A fractal pond that never ends.',
    'An endless fractal koi pond at night, bioluminescent ripples, slow zoom into the spiral, vertical 9:16, 3 seconds, seamless loop',
  ),
  v(
    'glass-city',
    'Glass city test pattern',
    'landscape',
    1,
    3,
    5,
    35,
    'Colour-cycling test card for a sci-fi title sequence.',
    'Retro broadcast test card melting into a glass city skyline, hue slowly rotating, 16:9, crisp',
  ),
  v(
    'moss-cathedral',
    'Moss cathedral',
    'square',
    2,
    2,
    4,
    90,
    null,
    'Cellular automaton growth pattern rendered as moss on cathedral stone, top-down, green palette, square',
  ),
  v(
    'dune-drift',
    'Dune drift at golden hour',
    'landscape',
    3,
    4,
    2,
    60 * 5,
    'Warm gradients sliding like sand.',
    'Abstract golden-hour dunes, orange to purple gradient drifting left, cinematic, 16:9',
  ),
  v(
    'paper-dragon',
    'Paper dragon wakes',
    'portrait',
    1,
    5,
    6,
    60 * 20,
    'The dragon is made of living cells.',
    'A paper dragon made of Game-of-Life cells wakes and breathes, red on black, vertical',
  ),
  v('aurora-loop', 'Aurora loop', 'square', 0, 6, 4, 60 * 30, null, null),
  v(
    'rain-on-mars',
    'Rain on Mars',
    'portrait',
    2,
    7,
    5,
    60 * 50,
    'What if it rained on Mars at dusk?',
    'Dusk on Mars, dark red sky shifting to orange, soft rain streaks, vertical 9:16, moody',
  ),
  v(
    'clockwork-bloom',
    'Clockwork bloom',
    'landscape',
    3,
    8,
    7,
    60 * 24 * 3,
    'Mandelbrot petals opening like gears.',
    'A clockwork flower blooming, Mandelbrot petals, brass and teal, slow zoom out, 16:9',
  ),
  v(
    'tiny-astronaut',
    'Tiny astronaut’s test broadcast',
    'square',
    1,
    2,
    8,
    60 * 24 * 6,
    'Ground control, can you hear me?',
    'Vintage TV test broadcast from a tiny astronaut, desaturated colours, square, playful',
  ),
  v(
    'ocean-of-static',
    'Ocean of static',
    'portrait',
    3,
    1,
    7,
    60 * 24 * 10,
    null,
    'Rule 30 automaton as a blue ocean of static, vertical, hypnotic',
  ),
  v(
    'lantern-festival',
    'Lantern festival sky',
    'landscape',
    0,
    4,
    2,
    60 * 24 * 20,
    'Gold and crimson lanterns over a dark sky.',
    'Thousands of lanterns rising, gold and crimson gradients against black, cinematic wide shot, 16:9',
  ),
  v(
    'liquid-chrome',
    'Liquid chrome spiral',
    'square',
    2,
    9,
    1,
    60 * 24 * 40,
    'Made in a home-grown pipeline.',
    'Liquid chrome fractal spiral, deep zoom, normalised iteration colouring, square loop',
  ),
];

export const DEMO_COMMENTS = [
  'This is hypnotic. What seed did you use?',
  'The loop is seamless, love it.',
  'Colours are gorgeous.',
  'How long did this take to render?',
  'Saving this prompt for later!',
  'The motion feels so natural.',
];
