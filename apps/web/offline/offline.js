// The offline screen's Retry, and its texts in the reader's language: the one chosen on this browser
// (the `lang` cookie), else the best match of the browser's languages, as the server picks for pages.
// An external file: the site's policy runs no inline script. The build fills in OFFLINE_TEXTS.
/* global document, location, OFFLINE_TEXTS */
const texts = OFFLINE_TEXTS;
const locales = Object.keys(texts);
const chosen = /(?:^|;\s*)lang=([^;]+)/.exec(document.cookie)?.[1];
const primary = (tag) => tag.toLowerCase().split('-')[0];
const best = () => {
  if (locales.includes(chosen)) return chosen;
  for (const tag of navigator.languages) {
    const same =
      locales.find((l) => l.toLowerCase() === tag.toLowerCase()) ?? locales.find((l) => primary(l) === primary(tag));
    if (same) return same;
  }
  return document.documentElement.lang;
};
const locale = best();
const words = texts[locale];
if (words) {
  document.documentElement.lang = locale;
  document.title = `${words.title} · ${words.brand}`;
  document.querySelector('h1').textContent = words.title;
  document.querySelector('main p').textContent = words.body;
  document.getElementById('retry').textContent = words.retry;
}
document.getElementById('retry').addEventListener('click', () => location.reload());
