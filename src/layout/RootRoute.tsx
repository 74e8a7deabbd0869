// docs/product.md §2: '/' is the sign-in page for a visitor without a stored user and leads a signed-in user
// to /dashboard.
import { Navigate } from 'react-router-dom';
import { LoginPage } from '@/layout/LoginPage';
import { useStoredSession } from '@/layout/useStoredSession';

export function RootRoute() {
  const session = useStoredSession();
  return session ? <Navigate to="/dashboard" replace /> : <LoginPage />;
}

/** The sign-in page's paths: '/', and '/signin', which leads to it. */
export function isSignInPath(pathname: string): boolean {
  return /^\/(signin\/?)?$/.test(pathname);
}
