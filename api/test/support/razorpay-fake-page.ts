/** The fake's stand-in for Razorpay's hosted payment page: plain HTML, one form, nothing to run. */
export function fakeCheckoutPage(link: { id: string; amount: number; currency: string; description: string; status: string }): string {
  const escape = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(link.amount / 100);
  const payable = link.status === 'created';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ₹${rupees} – Razorpay (test fake)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6fb; color: #1b2233; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  button { width: 100%; min-height: 48px; font: inherit; font-weight: 600; color: #fff; background: #1a4fd6; border: 0; border-radius: 6px; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0b2a7a; outline-offset: 2px; }
  .note { font-size: 0.875rem; color: #4a5368; }
</style>
</head>
<body>
<main>
  <h1>Sunrise Hearing Clinic</h1>
  <p>${escape(link.description)}</p>
  <p class="amount">₹${rupees} <span class="note">${escape(link.currency)}</span></p>
  ${
    payable
      ? `<form method="post" action="/pay/${escape(link.id)}"><button type="submit">Pay ₹${rupees}</button></form>`
      : `<p role="status">This payment link is ${escape(link.status)}.</p>`
  }
  <p class="note">A local stand-in for Razorpay's payment page, for tests: no money moves.</p>
</main>
</body>
</html>`;
}
