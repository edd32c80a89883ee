/*
 * Optional helper for pages that embed explainer widgets in iframes: sizes each iframe to its
 * widget. Add it once to the host page:
 *
 *   <script src="https://YOUR-HOST/PATH/embed-host.js" defer></script>
 *
 * It listens for the widgets' own message ({type: "attention-widget:resize", widget, height}) and
 * only resizes the iframe whose window sent it, so other frames on the page are left alone. When
 * it starts it asks every iframe once to report again ({type: "attention-widget:measure"}): a
 * widget that loaded before this script ran has already sent its height to nobody.
 */
(function () {
  'use strict';
  window.addEventListener('message', function (event) {
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
    // Other pages' frames ignore a message they do not know; a frame not yet loaded loses it,
    // and its widget then reports on its own once it starts.
    if (frames[i].contentWindow) frames[i].contentWindow.postMessage({ type: 'attention-widget:measure' }, '*');
  }
})();
