// `npm run dev` only (gateway/src/dev/live-reload.ts): reloads the page when a build newer than the one it
// was served from is ready, and shows a failed build's errors over the page until they are fixed.
(() => {
  const served = document.currentScript && document.currentScript.dataset.build;
  let panel;

  const hide = () => {
    if (panel) panel.remove();
    panel = undefined;
  };

  const show = (errors) => {
    hide();
    panel = document.createElement('div');
    panel.setAttribute('role', 'alert');
    Object.assign(panel.style, {
      position: 'fixed',
      inset: '0 0 auto 0',
      zIndex: '2147483647',
      maxHeight: '60vh',
      overflow: 'auto',
      padding: '1rem',
      background: '#fff',
      color: '#1a1a1a',
      borderBottom: '4px solid #b00020',
      font: '14px/1.4 system-ui, sans-serif',
    });
    const title = document.createElement('h2');
    title.textContent = 'The build failed: fix the file and save, the page reloads by itself';
    title.style.margin = '0 0 0.5rem';
    const details = document.createElement('pre');
    details.textContent = errors.join('\n\n');
    details.style.whiteSpace = 'pre-wrap';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Hide';
    close.addEventListener('click', hide);
    panel.append(title, details, close);
    document.body.append(panel);
  };

  const events = new EventSource('/__dev/events');
  events.addEventListener('message', (event) => {
    const status = JSON.parse(event.data);
    if (status.state === 'failed') show(status.errors);
    else if (status.state === 'ok' && status.build !== served) location.reload();
    else if (status.state === 'ok') hide();
  });
})();
