/*
 * Optional helper for pages that embed explainer widgets in iframes: sizes each iframe to its
 * widget. Add it once to the host page:
 *
 *   <script src="https://YOUR-HOST/PATH/embed-host.js" defer></script>
 *
 * It listens for the widgets' own message ({type: "attention-widget:resize", widget, height}),
 * from the origin this script was loaded from only, and resizes only the iframe whose window sent
 * it, so other frames on the page are left alone. When it starts it asks every iframe once to
 * report again ({type: "attention-widget:measure"}, sent to that origin only): a widget that
 * loaded before this script ran has already sent its height to nobody.
 */
(function () {
  'use strict';
  // The widgets' origin is this script's: a frame of any other origin cannot resize a frame here.
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src, location.href).origin;
  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'attention-widget:resize') return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0 || height > 20000) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.ceil(height) + 'px';
        frames[i].setAttribute('data-attention-widget', String(data.widget || ''));
        return;
      }
    }
  });
  var frames = document.getElementsByTagName('iframe');
  for (var i = 0; i < frames.length; i++) {
    // A frame of another origin, or not yet loaded, never receives it; a widget not yet loaded
    // reports on its own once it starts.
    if (frames[i].contentWindow) frames[i].contentWindow.postMessage({ type: 'attention-widget:measure' }, origin);
  }
})();
