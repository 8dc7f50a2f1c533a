// Rupee amounts the Indian way (₹1,00,000), whatever the interface language: prices on the
// wire are integer paise (contracts/wallet.ts).

const exact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "₹118.00": what is paid, always with paise. */
export function formatPaise(paise: number): string {
  return exact.format(paise / 100);
}

/** "₹100", "₹1,00,000", "₹12.50": pack sizes and the balance, paise only when there are some. */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? whole.format(paise / 100) : exact.format(paise / 100);
}
