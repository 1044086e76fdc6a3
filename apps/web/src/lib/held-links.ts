/** Frames a held link waits for the app to have it before the browser follows it itself. */
const MAX_FRAMES = 120;

/** A press the browser would follow itself: the main button, no key held, in this tab. */
const plainPress = (e: MouseEvent, link: HTMLAnchorElement) =>
  !e.button && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !link.target;

/** A card taken over later (components/lazy-takeover.tsx) that the app does not have yet. */
const waitingPart = (link: Element) => {
  const part = link.closest('[data-lazy]');
  return part && !part.hasAttribute('data-live');
};

/**
 * Called once the app's code runs on a server-rendered page: a link of ours pressed before the app
 * has it is followed by the app once it has, so the video page opens in place with its list and
 * where it was opened from, rather than loading whole. While the page is being taken over, the link
 * joins the presses held until then (held-presses.ts); in a card taken over later, it waits for the
 * card, or for about two seconds, after which the browser follows it itself. Listening on the window,
 * it comes before the server page's own holder, which leaves links to the browser. Returns its stop.
 */
export function holdLinksUntilLive(root: Element): () => void {
  const hold = (event: Event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="/"]');
    if (!link || !root.contains(link) || !plainPress(event as MouseEvent, link)) return;
    const held = window.__promptreelPresses;
    if (held) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!held.queue.includes(link)) held.queue.push(link);
    } else if (waitingPart(link)) {
      // Not stopped: the click still opens the card's gate (lib/takeover-gate.ts).
      event.preventDefault();
      const href = link.getAttribute('href')!;
      let frames = 0;
      const follow = () => {
        // React may have put a link of its own in place of the server's (a card it rendered afresh).
        const now = link.isConnected ? link : root.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`);
        if (now && !waitingPart(now)) now.click();
        else if (++frames > MAX_FRAMES) location.assign(href);
        else requestAnimationFrame(follow);
      };
      requestAnimationFrame(follow);
    }
  };
  addEventListener('click', hold, true);
  return () => removeEventListener('click', hold, true);
}
