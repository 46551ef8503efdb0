/* global location, document, requestAnimationFrame */
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

  // The app's code (data-app: first-paint-plugin.ts took its <script type="module"> out of the
  // document) is asked for once the first screen has painted: the paint needs only the HTML, the
  // CSS and the font, and a module script in the document is fetched at the CSS's priority and
  // shares a slow link with it. The request starts one frame later than it would from the
  // document; a driver sees the page some hundreds of milliseconds sooner on a phone's link.
  var entry = document.currentScript && document.currentScript.getAttribute('data-app');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function afterFirstPaint() {
    // a hidden tab draws no frames: nothing to wait for
    if (document.visibilityState === 'hidden') return start();
    // the frame callback runs just before the paint, a task queued from it runs after
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
