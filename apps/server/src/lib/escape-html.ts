const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML, both between tags and inside a quoted attribute of either quote: the
 * pages the server writes itself (share tags, the embed player, the API reference) and e-mails.
 */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
