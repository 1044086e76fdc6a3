/** The UTC calendar day: daily limits reset at midnight UTC. */
export const utcDay = (at = Date.now()) => new Date(at).toISOString().slice(0, 10);
