import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip';

// Runs in Node, without `window` or `document`: the server renders pages with tooltips in them.
describe('Tooltip on the server', () => {
  it('renders its trigger alone: no tooltip, no description, until it is shown in a browser', () => {
    const html = renderToString(
      <TooltipProvider>
        <Tooltip label="Upload" side="bottom">
          <button type="button" aria-label="Upload">
            +
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(html).toBe('<button type="button" aria-label="Upload">+</button>');
  });

  it("keeps the trigger's own description", () => {
    const html = renderToString(
      <Tooltip label="Clap">
        <button type="button" aria-label="Clap" aria-describedby="count-1">
          0
        </button>
      </Tooltip>,
    );
    expect(html).toBe('<button type="button" aria-label="Clap" aria-describedby="count-1">0</button>');
  });
});
