import { useEffect, useRef, useSyncExternalStore } from 'react';
import uPlot from 'uplot';

export interface LineChartProps {
  /** What the chart shows, read out in its place (the figures themselves are in the table beside it). */
  summary: string;
  /** Labels of the points along the bottom. */
  labels: readonly string[];
  values: readonly number[];
  /** How a value is written on the left axis. */
  formatValue: (value: number) => string;
  /** Fixed top of the scale (1 for shares); else from the data. */
  max?: number;
}

const HEIGHT = 220;
const X_STEPS = [1, 2, 3, 7, 14, 15, 30];
/** Views are whole: 1, 2, 5, 10, 20, 50… */
const COUNT_STEPS = Array.from({ length: 24 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3));

/**
 * The few rules of uPlot's stylesheet a chart without legend or cursor needs: its file would be one
 * more name in the first load's list of chunks.
 */
const UPLOT_RULES =
  '[&_.u-wrap]:relative [&_.u-over]:absolute [&_.u-under]:absolute [&_.u-under]:overflow-hidden [&_.u-axis]:absolute [&_.u-select]:hidden [&_canvas]:relative [&_canvas]:block';

/** Whether the dark theme is on (lib/theme.ts puts the class on the root), so a switch redraws in its colours. */
function subscribeToTheme(onChange: () => void) {
  const watch = new MutationObserver(onChange);
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => watch.disconnect();
}
const isDark = () => document.documentElement.classList.contains('dark');

/** A colour of the theme, read from the page's CSS (canvas cannot use variables). */
const themeColour = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

/**
 * A line chart drawn by uPlot on a canvas. To assistive technology it is one image with a summary
 * (role="img"): its figures are read from the table that always goes with it.
 */
export function LineChart({ summary, labels, values, formatValue, max }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useSyncExternalStore(subscribeToTheme, isDark, () => false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const accent = themeColour(element, '--accent');
    const axis = {
      stroke: themeColour(element, '--muted'),
      grid: { stroke: themeColour(element, '--line'), width: 1 },
    };
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: (_u, _min, top) => [0, max ?? Math.max(4, top)] } },
        axes: [
          // Whole steps only: a grid line and a label on a day (or a tenth of the clip), never between.
          { ...axis, incrs: X_STEPS, values: (_u, splits) => splits.map((split) => labels[split] ?? '') },
          { ...axis, size: 48, incrs: max ? undefined : COUNT_STEPS, values: (_u, splits) => splits.map(formatValue) },
        ],
        series: [{}, { stroke: accent, width: 2, fill: `${accent}22`, points: { show: labels.length <= 31 } }],
      },
      [labels.map((_label, index) => index), [...values]],
      element,
    );
    // The chart follows its box's width (a phone turned, a window resized).
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, values, formatValue, max, dark]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={summary}
      className={`w-full overflow-hidden ${UPLOT_RULES}`}
      style={{ height: HEIGHT }}
    />
  );
}
