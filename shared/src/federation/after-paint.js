// Starts a server-rendered page's scripts once the browser has shown the page, two frames after this
// deferred script runs (the first paint is then on screen), instead of evaluating them before painting.
// They are asked for only now (shell/src/server/compose-document.ts says why), and run in the order given:
// index.html's big preloaded chunks first, then the entry. A hidden tab paints nothing, so there they start
// at once. Plain ES5 with no imports: served as it is, on every browser.
(function () {
  var entries = (document.currentScript.getAttribute('data-entries') || '').split(' ');
  function start() {
    for (var i = 0; i < entries.length; i++) {
      if (!entries[i]) continue;
      var script = document.createElement('script');
      script.src = entries[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  if (document.hidden) start();
  else
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
})();
