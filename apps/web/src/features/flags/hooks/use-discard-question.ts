import { useState } from 'react';

/**
 * 'Discard this report?': while the dialog holds input, Escape asks before throwing it away,
 * and Escape again backs out of the question, not out of the report. Nothing closes mid-send.
 */
export function useDiscardQuestion() {
  const [asking, setAsking] = useState(false);

  const onEscapeKeyDown = (event: KeyboardEvent, state: { busy: boolean; dirty: boolean }) => {
    if (state.busy) {
      event.preventDefault();
    } else if (asking) {
      event.preventDefault();
      setAsking(false);
    } else if (state.dirty) {
      event.preventDefault();
      setAsking(true);
    }
  };

  return { asking, dismiss: () => setAsking(false), onEscapeKeyDown };
}
