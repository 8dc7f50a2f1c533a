import {
  GST_PERCENT,
  orderResponseSchema,
  paymentResultResponseSchema,
  priceOfPack,
  WALLET_PACKS_COINS,
  walletPacksResponseSchema,
  walletResponseSchema,
  walletTransactionsResponseSchema,
  type PaymentOrder,
} from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithRouter, signIn } from '@/test/utils';
import { WalletPage } from './wallet-page';

const ORDER_ID = '7b0c6c2e-4f7e-4a57-9a31-2f0f5b1f6a10';

const packsBody = walletPacksResponseSchema.parse({
  packs: WALLET_PACKS_COINS.map(priceOfPack),
  gstPercent: GST_PERCENT,
  provider: 'sandbox',
});

function walletBody(balancePaise: number) {
  return walletResponseSchema.parse({
    balancePaise,
    balanceCoins: Math.floor(balancePaise / 100),
    currency: 'INR',
    provider: 'sandbox',
  });
}

function order(status: PaymentOrder['status']): PaymentOrder {
  return {
    id: ORDER_ID,
    ...priceOfPack(100),
    status,
    provider: 'sandbox',
    createdAt: '2026-05-01T10:00:00.000Z',
  };
}

/** A server with one wallet: paying the ₹100 order credits it and writes one history row. */
function walletServer({ outcome }: { outcome: 'success' | 'failure' }) {
  let paid = false;
  const fetchMock = mockFetch({
    'GET /api/wallet/packs': () => json(packsBody),
    'GET /api/wallet': () => json(walletBody(paid ? 10_000 : 0)),
    'GET /api/wallet/transactions?pageNo=0': () =>
      json(
        walletTransactionsResponseSchema.parse({
          items: paid
            ? [
                {
                  id: 'e1',
                  kind: 'recharge',
                  amountPaise: 10_000,
                  createdAt: '2026-05-01T10:00:05.000Z',
                  order: order('paid'),
                },
              ]
            : [],
          pageNo: 0,
          pageSize: 20,
          totalElements: paid ? 1 : 0,
        }),
      ),
    'POST /api/wallet/orders': () =>
      json(orderResponseSchema.parse({ order: order('created') }), 201),
    [`POST /api/wallet/orders/${ORDER_ID}/sandbox`]: () => {
      paid = outcome === 'success';
      return json(
        paymentResultResponseSchema.parse({
          order: order(paid ? 'paid' : 'failed'),
          balancePaise: paid ? 10_000 : 0,
        }),
      );
    },
  });
  return fetchMock;
}

describe('WalletPage', () => {
  it('shows the balance, the test-mode notice and every pack, Indian style, with GST in the total', async () => {
    signIn();
    walletServer({ outcome: 'success' });
    const user = userEvent.setup();
    renderWithRouter(<WalletPage />, '/buy-coin');

    expect(screen.getByRole('heading', { level: 1, name: 'Add money to wallet' })).toBeTruthy();
    expect(
      await screen.findByText('Test mode: payments are simulated and no real money moves'),
    ).toBeTruthy();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₹0');
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '₹50',
      '₹100',
      '₹200',
      '₹500',
      '₹1,000',
      '₹2,000',
      '₹3,000',
      '₹4,000',
      '₹8,000',
      '₹15,000',
      '₹20,000',
      '₹50,000',
      '₹1,00,000',
    ]);
    expect(screen.getByRole('button', { name: 'Proceed to pay' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(await screen.findByText('No transactions yet')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '₹1,00,000' }));
    const summary = screen.getByRole('region', { name: 'Payment summary' });
    expect(within(summary).getByText('GST 18%')).toBeTruthy();
    expect(within(summary).getByText('₹18,000.00')).toBeTruthy();
    expect(within(summary).getByText('₹1,18,000.00')).toBeTruthy();

    // A radio group: the arrow keys move the choice.
    await user.keyboard('{ArrowLeft}');
    expect((screen.getByRole('radio', { name: '₹50,000' }) as HTMLInputElement).checked).toBe(true);
    expect(within(summary).getByText('₹59,000.00')).toBeTruthy();
  });

  it('choosing ₹100 and paying creates the order, pays it in the sandbox and toasts the credit', async () => {
    signIn();
    const fetchMock = walletServer({ outcome: 'success' });
    const user = userEvent.setup();
    renderWithRouter(<WalletPage />, '/buy-coin');

    await user.click(await screen.findByRole('radio', { name: '₹100' }));
    expect(
      within(screen.getByRole('region', { name: 'Payment summary' })).getByText('₹118.00'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹118.00' }));

    expect(await screen.findByText('₹100 added to your wallet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('₹100'));
    expect(await screen.findByText('Paid ₹118.00 incl. GST')).toBeTruthy();

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [url, init?.body])).toEqual([
      ['/api/wallet/orders', JSON.stringify({ coins: 100 })],
      [`/api/wallet/orders/${ORDER_ID}/sandbox`, JSON.stringify({ outcome: 'success' })],
    ]);
    for (const [, init] of posts) {
      expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-test-token');
    }
  });

  it('a declined payment toasts the failure and leaves the balance alone', async () => {
    signIn();
    walletServer({ outcome: 'failure' });
    const user = userEvent.setup();
    renderWithRouter(<WalletPage />, '/buy-coin');

    await user.click(await screen.findByRole('radio', { name: '₹100' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline payment' }));

    expect(await screen.findByText('Payment failed. No money was taken.')).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₹0');
    expect(screen.getByText('No transactions yet')).toBeTruthy();
  });

  it('a wallet that fails to load offers Retry', async () => {
    signIn();
    let failing = true;
    mockFetch({
      'GET /api/wallet/packs': () => json(packsBody),
      'GET /api/wallet': () =>
        failing ? json({ error: 'down', code: 'internal' }, 500) : json(walletBody(0)),
      'GET /api/wallet/transactions?pageNo=0': () =>
        json({ items: [], pageNo: 0, pageSize: 20, totalElements: 0 }),
    });
    const user = userEvent.setup();
    renderWithRouter(<WalletPage />, '/buy-coin');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    failing = false;
    await user.click(retry);
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₹0');
  });
});
