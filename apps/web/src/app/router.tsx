import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { GuestOnly } from './guest-only';
import { AppShell } from './layout/app-shell';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { HomeRoute } from './routes/home';

// Every page but home is its own chunk, so the first page carries only the shell and home.
const LoginRoute = lazy(() => import('./routes/login'));
const LogoutRoute = lazy(() => import('./routes/logout'));
const AboutRoute = lazy(() => import('./routes/about'));
const ZodiacSignRoute = lazy(() => import('./routes/zodiac-sign'));
const ErrorRoute = lazy(() => import('./routes/error'));
const EditProfileRoute = lazy(() => import('./routes/edit-profile'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const ChatRoute = lazy(() => import('./routes/chat'));
const CallRoute = lazy(() => import('./routes/call'));
const AstroProfileRoute = lazy(() => import('./routes/astro-profile'));
const FollowingRoute = lazy(() => import('./routes/following'));
const ChatbotRoute = lazy(() => import('./routes/chatbot'));
const AstrologersChatRoute = lazy(() => import('./routes/astrologers-chat'));
const AstrologersCallRoute = lazy(() => import('./routes/astrologers-call'));
const HoroscopeRoute = lazy(() => import('./routes/horoscope'));
const AiKundaliRoute = lazy(() => import('./routes/aikundali'));
const MatchingRoute = lazy(() => import('./routes/matching'));
const PanchangRoute = lazy(() => import('./routes/panchang'));
const BuyCoinRoute = lazy(() => import('./routes/buy-coin'));
const FeedbackRoute = lazy(() => import('./routes/feedback'));
const ConsoleRoute = lazy(() => import('./routes/console'));
const ConsultationsRoute = lazy(() => import('./routes/consultations'));

/**
 * Spec section 2 routes; protected ones are wrapped in <RequireAuth>. /astrologerscall/:slug is
 * the paid voice call (issue 15; the Call buttons link there); /buy-coin is the wallet and /feedback the feedback form (issue 13).
 *
 * Declarative routing (useRoutes), not the data router: no route has a loader or an action, and
 * the data router's code was about 15 KB (brotli) of the first page's JavaScript (issue 12).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.pattern,
    element: (
      <RouteErrorBoundary>
        <AppShell />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: paths.login.pattern,
        element: (
          <GuestOnly>
            <LoginRoute />
          </GuestOnly>
        ),
      },
      { path: paths.logout.pattern, element: <LogoutRoute /> },
      { path: paths.about.pattern, element: <AboutRoute /> },
      { path: paths.zodiacSign.pattern, element: <ZodiacSignRoute /> },
      { path: paths.error.pattern, element: <ErrorRoute /> },
      {
        path: paths.editProfile.pattern,
        element: (
          <RequireAuth>
            <EditProfileRoute />
          </RequireAuth>
        ),
      },
      // Issue 4: the lists and profiles are public (DESIGN.md: guests browse, acting needs a session).
      { path: paths.chat.pattern, element: <ChatRoute /> },
      { path: paths.call.pattern, element: <CallRoute /> },
      { path: paths.astroProfile.pattern, element: <AstroProfileRoute /> },
      {
        path: paths.following.pattern,
        element: (
          <RequireAuth>
            <FollowingRoute />
          </RequireAuth>
        ),
      },
      // Issue 5: guests see the kundli form; generating asks them to log in (spec section 5).
      { path: paths.aiKundali.pattern, element: <AiKundaliRoute /> },
      { path: paths.kundliGpt.pattern, element: <Navigate to={paths.aiKundali.to()} replace /> },
      { path: paths.matching.pattern, element: <MatchingRoute /> },
      { path: paths.panchang.pattern, element: <PanchangRoute /> },
      // Issue 5: the horoscope is protected (spec section 2).
      {
        path: paths.horoscope.pattern,
        element: (
          <RequireAuth>
            <HoroscopeRoute />
          </RequireAuth>
        ),
      },
      // Issue 6: the assistant overlay and the astrologer-style AI chat (both need a session).
      {
        path: paths.chatbot.pattern,
        element: (
          <RequireAuth>
            <ChatbotRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.astrologersChat.pattern,
        element: (
          <RequireAuth>
            <AstrologersChatRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.astrologersCall.pattern,
        element: (
          <RequireAuth>
            <AstrologersCallRoute />
          </RequireAuth>
        ),
      },
      // Issue 13: the wallet (balance, recharge packs, sandbox checkout) needs a session.
      {
        path: paths.buyCoin.pattern,
        element: (
          <RequireAuth>
            <BuyCoinRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.feedback.pattern,
        element: (
          <RequireAuth>
            <FeedbackRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.consultations.pattern,
        element: (
          <RequireAuth>
            <ConsultationsRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.console.pattern,
        element: (
          <RequireAuth>
            <ConsoleRoute />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The routed app; main.tsx puts it inside <BrowserRouter>, tests inside a <MemoryRouter>. */
export function AppRoutes() {
  return useRoutes(routes);
}
