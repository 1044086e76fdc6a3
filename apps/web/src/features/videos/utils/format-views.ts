// In the page's language; in British English, the same text the server writes on cards.
export { formatViews } from '../../../lib/format-views';
