// The offline screen's Retry: asks for the page again (an external file: the site's policy runs no inline script).
/* global document, location */
document.getElementById('retry').addEventListener('click', () => location.reload());
