import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  formatMinor,
  MEMBER_PAYMENTS_PATH,
  type ClubSettings,
  PAYMENTS_API,
} from '@club/contracts';
import type { Config } from '../../config.ts';
import type { SandboxProvider } from '../../payments/sandbox.ts';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:24px}
h1{font-size:1.25rem;margin:0 0 4px}.sub{color:#495057;margin:0 0 16px}
.amount{font-size:1.75rem;font-weight:700;margin:8px 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px;border:1px solid #868e96;border-radius:6px;font:inherit}
input:focus{outline:3px solid #1971c2;outline-offset:1px}
.row{display:flex;gap:12px}.row>div{flex:1}
.err{color:#c92a2a;font-size:.9rem;margin:4px 0 0}
.alert{border:1px solid #c92a2a;background:#fff5f5;color:#a61e1e;border-radius:6px;padding:10px 12px;margin:0 0 12px}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#1864ab;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:focus{outline:3px solid #212529;outline-offset:2px}
.cancel{display:block;text-align:center;margin-top:14px;color:#1864ab}
.hint{font-size:.9rem;color:#495057;margin-top:16px;border-top:1px solid #dee2e6;padding-top:12px}
.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:4px;padding:0 6px;font-size:.8rem;font-weight:700}
`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

interface FormState {
  name?: string;
  card?: string;
  expiry?: string;
  cvc?: string;
  errors?: Partial<Record<'card' | 'expiry' | 'cvc' | 'form', string>>;
}

/** Answers the checkout page: never cached, and its form posted with its real Origin. */
function sendPage(reply: FastifyReply, page: { status: number; html: string }) {
  return (
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // With no-referrer the browser posts the form with `Origin: null`, which the
      // same-origin check refuses; same-origin keeps the real Origin on this form.
      .header('referrer-policy', 'same-origin')
      .send(page.html)
  );
}

/**
 * The sandbox provider's checkout page (served by the portal itself, no script: it works under
 * the CSP). Test card 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined. Like
 * Razorpay's checkout with a callback URL, it sends the browser back to the portal with
 * razorpay_order_id, razorpay_payment_id and razorpay_signature.
 */
export function sandboxCheckoutRoutes(opts: {
  config: Config;
  /** The club's settings (name and currency on the page). */
  settings: () => Promise<ClubSettings>;
  sandbox: SandboxProvider;
  /** The page of the web app a payment's checkout returns to (its purpose's: dues, an order). */
  returnPath: (providerOrderId: string) => Promise<string>;
}): FastifyPluginAsync {
  const { config, sandbox } = opts;
  const fallback = `${config.BASE_PATH}${MEMBER_PAYMENTS_PATH}`;
  const pathOf = async (orderId: string) =>
    `${config.BASE_PATH}${await opts.returnPath(orderId).catch(() => MEMBER_PAYMENTS_PATH)}`;
  const backTo = (returnPath: string, params: Record<string, string>) =>
    `${returnPath}?${new URLSearchParams(params).toString()}`;

  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    async function render(orderId: string, state: FormState = {}) {
      const order = await sandbox.findOrder(orderId);
      const settings = await opts.settings();
      const back = (params: Record<string, string>) => backTo(returnPath, params);
      const returnPath = order ? await pathOf(order.id) : fallback;
      if (!order) {
        return {
          status: 404,
          html: page(
            'Checkout: order not found',
            `<div class="card"><h1>Order not found</h1><p class="sub">This payment order does not exist.</p><a class="cancel" href="${esc(returnPath)}">Back to the club</a></div>`,
          ),
        };
      }
      const amount = formatMinor(order.amount, order.currency, 'en-IN');
      if (order.status === 'paid') {
        return {
          status: 409,
          html: page(
            'Checkout: already paid',
            `<div class="card"><h1>This order is already paid</h1><p class="sub">${esc(amount)} to ${esc(settings.clubName)}.</p><a class="cancel" href="${esc(back({ razorpay_order_id: order.id, checkout: 'closed' }))}">Back to the club</a></div>`,
          ),
        };
      }
      const e = state.errors ?? {};
      const field = (
        id: 'card' | 'expiry' | 'cvc',
        label: string,
        attrs: string,
        value: string | undefined,
      ) =>
        `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${attrs} value="${esc(value ?? '')}"${e[id] ? ` aria-invalid="true" aria-describedby="${id}-err"` : ''}>${e[id] ? `<p class="err" id="${id}-err">${esc(e[id]!)}</p>` : ''}`;
      const html = page(
        `Pay ${amount}: sandbox checkout`,
        `<div class="card">
<p><span class="badge">SANDBOX</span></p>
<h1>Pay ${esc(settings.clubName)}</h1>
<p class="sub">${esc(order.description || 'Payment')}</p>
<p class="amount">${esc(amount)}</p>
${e.form ? `<div class="alert" role="alert">${esc(e.form)}</div>` : ''}
<form method="post" action="${esc(sandbox.checkoutUrl(order.id)!)}" novalidate>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${esc(state.name ?? '')}">
${field('card', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required', state.card)}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required', state.expiry)}</div>
<div>${field('cvc', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" required', state.cvc)}</div></div>
<button type="submit">Pay ${esc(amount)}</button>
</form>
<a class="cancel" href="${esc(back({ razorpay_order_id: order.id, checkout: 'cancelled' }))}">Cancel and go back</a>
<p class="hint">This is the portal's built-in test provider: no real money moves. Card 4111 1111 1111 1111 succeeds; 4000 0000 0000 0002 is declined. Any future expiry and any 3 digits as CVV.</p>
</div>`,
      );
      return { status: state.errors ? 400 : 200, html };
    }

    app.get<{ Params: { orderId: string } }>(
      `${PAYMENTS_API.sandboxCheckout}/:orderId`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        return sendPage(reply, await render(request.params.orderId));
      },
    );

    app.post<{ Params: { orderId: string }; Body: Record<string, string> }>(
      `${PAYMENTS_API.sandboxCheckout}/:orderId`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const orderId = request.params.orderId;
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        const state: FormState = {
          name: String(body.name ?? '').slice(0, 100),
          card: String(body.card ?? '').slice(0, 30),
          expiry: String(body.expiry ?? '').slice(0, 7),
          cvc: String(body.cvc ?? '').slice(0, 4),
        };
        const errors: FormState['errors'] = {};
        const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(state.expiry ?? '');
        const month = m ? Number(m[1]) : 0;
        if (!m || month < 1 || month > 12) errors.expiry = 'Enter the expiry as MM/YY.';
        else {
          const now = new Date();
          const y = 2000 + Number(m[2]);
          if (y < now.getFullYear() || (y === now.getFullYear() && month < now.getMonth() + 1))
            errors.expiry = 'This card has expired.';
        }
        if (!/^\d{3,4}$/.test(state.cvc ?? '')) errors.cvc = 'Enter the 3 digits on the back.';
        if (!/^[\d\s-]{12,23}$/.test(state.card ?? '')) errors.card = 'Enter the card number.';
        const send = async (s: FormState) => sendPage(reply, await render(orderId, s));
        if (Object.keys(errors).length > 0) {
          errors.form = 'Please correct the card details.';
          return send({ ...state, errors });
        }
        const result = await sandbox.pay(orderId, state.card!);
        const back = async (params: Record<string, string>) =>
          backTo(await pathOf(orderId), params);
        switch (result.kind) {
          case 'invalid_card':
            return send({
              ...state,
              errors: {
                card: 'Use a sandbox test card: 4111 1111 1111 1111 or 4000 0000 0000 0002.',
                form: 'This card is not a sandbox test card.',
              },
            });
          case 'not_found':
          case 'already_paid':
            return send({});
          case 'captured':
            return reply.redirect(
              await back({
                razorpay_order_id: orderId,
                razorpay_payment_id: result.payment.id,
                razorpay_signature: result.signature,
              }),
              303,
            );
          case 'declined':
            return reply.redirect(
              await back({
                razorpay_order_id: orderId,
                razorpay_payment_id: result.payment.id,
                checkout: 'failed',
              }),
              303,
            );
        }
      },
    );
  };
}
