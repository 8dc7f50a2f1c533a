import type { RazorpayCheckout, RazorpayPaymentRequest } from '@nakshatra/contracts';

/** What Razorpay's checkout.js puts on window (the part this page uses). */
interface RazorpayConstructor {
  new (options: Record<string, unknown>): { open(): void };
}

const loaded = new Map<string, Promise<void>>();

/** Adds Checkout's script once per URL; resolves when it has run. */
function loadScript(src: string): Promise<void> {
  let pending = loaded.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    loaded.set(src, pending);
  }
  return pending;
}

/**
 * Opens Razorpay Checkout for an order the server opened at Razorpay. Resolves with what its
 * success handler received (for the server to verify), or null when the user closed it.
 */
export async function payWithRazorpay(
  checkout: RazorpayCheckout,
  details: { name: string; description: string; prefill?: { name?: string; email?: string } },
): Promise<RazorpayPaymentRequest | null> {
  await loadScript(checkout.scriptUrl);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout did not load');
  return new Promise((resolve) => {
    new Razorpay({
      key: checkout.keyId,
      order_id: checkout.providerOrderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: details.name,
      description: details.description,
      prefill: details.prefill ?? {},
      theme: { color: '#f5b942' },
      handler: (answer: RazorpayPaymentRequest) => resolve(answer),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
