// The page's entry: the shell's stylesheets (Vite links them in the HTML head, so they block the first paint as
// before), then the app. When the server's HTML already shows the page's heading and lead (decision 034), the app
// and the route's chunks are fetched once that is painted, so the first paint shares the connection with nothing
// but the stylesheets; the server then lists the route's chunks in `data-preload` instead of the head.
import './styles/tokens.css';
import './styles/base.css';
import './styles/chrome.css';

function start(hints: readonly string[]) {
  for (const href of hints) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main.tsx');
}

function afterFirstPaint(callback: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    callback();
  };
  // The frame callback runs just before the paint and the timer just after it. A tab opened in the background
  // gets no frames, hence the second timer.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

const root = document.getElementById('root');
const hints = (root?.dataset.preload ?? '').split(' ').filter(Boolean);
if (root?.hasChildNodes()) afterFirstPaint(() => start(hints));
else start(hints);
