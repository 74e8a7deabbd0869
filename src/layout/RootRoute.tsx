// The sign-in page's code is a chunk of its own, which a visitor's page preloads with the entry
// (vite.config.ts) and draws once it is in (main.tsx); after a sign-out it loads then.
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { lazyScreen } from '@/layout/lazyScreen';
import { useStoredSession } from '@/layout/useStoredSession';

export const SignInPage = lazyScreen(() => import('@/layout/LoginPage').then((m) => m.LoginPage));

export function RootRoute() {
  const session = useStoredSession();
  return session ? (
    <Navigate to="/dashboard" replace />
  ) : (
    <Suspense fallback={null}>
      <SignInPage />
    </Suspense>
  );
}

export function isSignInPath(pathname: string): boolean {
  return /^\/(signin\/?)?$/.test(pathname);
}
