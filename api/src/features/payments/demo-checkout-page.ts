import { createHash } from 'node:crypto';
import { formatRupees } from '@clinic/shared/format';
import { msg, translateText, type Language, type Text } from '../../i18n';
import { demoCheckoutPath, type DemoSession } from './demo-provider';

const STYLE = `
body{margin:0;font:1.125rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f7f8}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9d3d6;border-radius:.75rem}
h1{margin-top:0;font-size:1.6rem}
.demo{padding:.75rem 1rem;background:#fff4e5;color:#4a2a00;border:2px solid #8a5300;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
form{margin:0}
button,a.button{display:inline-block;min-height:2.75rem;padding:.6rem 1.25rem;font:inherit;font-weight:600;border-radius:.5rem;cursor:pointer;text-decoration:none}
.pay{background:#0b5e6b;color:#fff;border:2px solid #0b5e6b}
.cancel,a.button{background:#fff;color:#0b5e6b;border:2px solid #0b5e6b}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px}
`;

/**
 * The page's own CSP: no scripts, no outside requests, only this exact inline style; its forms may
 * post here and be redirected on to the clinic's /verify page.
 */
export function demoPageCsp(publicUrl: string): string {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action 'self' ${new URL(publicUrl).origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SETTLED: Record<Exclude<DemoSession['status'], 'open'>, Text> = {
  paid: msg('This demo payment is complete.'),
  cancelled: msg('This demo payment was cancelled.'),
  expired: msg('This demo payment has expired: the appointment was cancelled or a newer payment was started. Nothing was charged.'),
  refunded: msg('This demo payment was refunded.'),
};

/** Every link and form points at the clinic's configured address, never at whatever host the request named. */
function actions(session: DemoSession, amount: string, publicUrl: string, t: (text: Text) => string): string {
  const path = escapeHtml(`${publicUrl}${demoCheckoutPath(session.id)}`);
  if (session.status === 'open') {
    return `<div class="actions">
  <form method="post" action="${path}/pay"><button type="submit" class="pay" aria-describedby="demo-note">${escapeHtml(t(msg('Pay {amount} (demo)', { amount })))}</button></form>
  <form method="post" action="${path}/cancel"><button type="submit" class="cancel">${escapeHtml(t(msg('Cancel')))}</button></form>
</div>`;
  }
  return `<p role="status">${escapeHtml(t(SETTLED[session.status]))}</p>
<div class="actions"><a class="button" href="${escapeHtml(session.status === 'paid' ? session.successUrl : session.cancelUrl)}">${escapeHtml(t(msg('Return to the clinic')))}</a></div>`;
}

/**
 * Decision 12: unmistakably a demo, readable without scripts or outside files, and plain forms only; in the
 * language of the site the patient came from (its `lang` cookie), as the line it pays for (decision 12).
 */
export function renderDemoCheckout(session: DemoSession, publicUrl: string, lang: Language = 'en'): string {
  const amount = formatRupees(session.amountPaise / 100);
  const t = (text: Text) => translateText(lang, text);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t(msg('Demo payment (no card is charged)')))} · Sunrise Hearing</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t(msg('Demo payment')))}</h1>
<p class="demo" id="demo-note"><strong>${escapeHtml(t(msg('This is a demo checkout.')))}</strong> ${escapeHtml(
    t(msg('No card is needed and no money is charged. It stands in for the real payment page so the clinic can be tried out.')),
  )}</p>
<dl>
  <dt>${escapeHtml(t(msg('For')))}</dt><dd>${escapeHtml(session.description)}</dd>
  <dt>${escapeHtml(t(msg('Amount')))}</dt><dd>${amount}</dd>
</dl>
${actions(session, amount, publicUrl, t)}
</main>
</body>
</html>`;
}
