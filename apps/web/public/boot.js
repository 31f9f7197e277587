/* global document, requestAnimationFrame */
// The app's code on a server-rendered page (apps/server/src/plugins/web-render.ts): it starts
// after the page has been painted, so that on a slow link the page's text, styles, fonts and main
// picture come first and its code (hundreds of kilobytes) does not share the link with them.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion into the head, not one per module (each would cost the page a style pass).
    var links = document.createDocumentFragment();
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = modules[i];
      links.appendChild(link);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.src = entry;
    links.appendChild(app);
    document.head.appendChild(links);
  }
  // After the next frame is painted; a tab in the background paints no frames.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
