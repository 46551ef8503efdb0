/* global location, document */
// Runs in <head> before the body is parsed (a classic script: the CSP allows no inline one) and
// tells the static first screen of index.html which page and language it stands for, as
// attributes of <html> that first-paint.css reads. The same rules as main.tsx: a /c/<city>
// prefix is the bank's way back, /en is English, nothing else is known before the app runs.
(function () {
  var path = location.pathname.replace(/^\/c\/[a-z0-9-]+(?=\/|$)/, '');
  var en = /^\/en(\/|$)/.test(path);
  var page = path.replace(/^\/en(?=\/|$)/, '').replace(/\/$/, '') || '/';
  var html = document.documentElement;
  html.setAttribute('data-first-paint', page === '/' ? 'map' : page === '/guest-payment' ? 'form' : 'page');
  html.setAttribute('data-first-paint-lang', en ? 'en' : 'ru');
})();
