import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'ghost' | 'outline-light' | 'quiet-light';
export type ButtonSize = 'md' | 'lg' | 'icon';

const base =
  'inline-flex select-none items-center justify-center gap-2 rounded-full font-semibold transition ' +
  'disabled:cursor-not-allowed disabled:opacity-60 active:translate-y-px';

const variants: Record<ButtonVariant, string> = {
  // Dark text on gold: 10.4:1.
  primary:
    'bg-gradient-to-b from-gold-300 to-gold-400 text-night-950 shadow-glow hover:from-gold-200 hover:to-gold-300 ' +
    'disabled:hover:from-gold-300 disabled:hover:to-gold-400',
  ghost: 'border border-star-300/40 bg-white/5 text-star-50 hover:border-gold-300/70 hover:bg-white/10',
  'outline-light': 'border border-ink-600/35 bg-white text-ink-900 hover:border-ink-700 hover:bg-cream-100',
  'quiet-light': 'text-gold-800 underline-offset-4 hover:underline',
};

// 44 px minimum height: the touch-target size of DESIGN.md.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
  // A round 44 px button holding one icon, no padding (a padding class could not be overridden by
  // another: which of two wins depends on the stylesheet's order, not the class list's).
  icon: 'size-11 shrink-0',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cx(base, variants[variant], sizes[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
