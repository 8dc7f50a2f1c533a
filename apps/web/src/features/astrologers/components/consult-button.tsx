import type { AstrologerService } from '@nakshatra/contracts';
import { MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { paths } from '@/config/paths';
import { openLoginDialog } from '@/lib/login-dialog-store';
import { useSession } from '@/lib/session';

interface ConsultButtonProps {
  slug: string;
  service: AstrologerService;
  children: ReactNode;
  /** Names the astrologer for screen readers when the visible text is only "Chat". */
  ariaLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Chat or Call: signed in, a link to the session page (/astrologerschat/:slug, /astrologerscall);
 * a guest gets the login dialog instead (DESIGN.md: acting needs a session).
 */
export function ConsultButton({ slug, service, children, ariaLabel, variant = 'primary', size = 'md', className }: ConsultButtonProps) {
  const { user } = useSession();
  const Icon = service === 'chat' ? MessageCircle : Phone;
  const classes = cx(buttonClasses(variant, size), 'relative z-10', className);
  const content = (
    <>
      <Icon size={size === 'lg' ? 20 : 16} aria-hidden />
      {children}
    </>
  );
  if (!user) {
    return (
      <button type="button" className={classes} aria-label={ariaLabel} onClick={() => openLoginDialog()}>
        {content}
      </button>
    );
  }
  const to = service === 'chat' ? paths.astrologersChat.to(slug) : paths.astrologersCall.to(slug);
  return (
    <Link to={to} className={classes} aria-label={ariaLabel}>
      {content}
    </Link>
  );
}
