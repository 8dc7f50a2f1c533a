import { toast } from 'sonner';

/** Spec section 8 asks for a dark toast in some places (profile load failure, chat without token). */
const darkStyle = {
  background: '#0b1026',
  color: '#f4f5ff',
  border: '1px solid rgb(170 176 223 / 0.3)',
} as const;

export function toastDarkError(message: string, durationMs = 3000): void {
  toast.error(message, { style: darkStyle, duration: durationMs });
}
