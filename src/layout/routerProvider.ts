import { useCallback, useContext } from 'react';
import { reactRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';

/**
 * React Router draws a navigation in a transition: the screen left stays mounted, with its own
 * location, until the next one is drawn, which takes a while on a busy machine. A list there that
 * puts its filter into the address meanwhile (react-admin navigates to the query alone, relative
 * to the list's route) would take the user back to it. Such a navigation is dropped once the
 * router's own state, which has the new address at once, is elsewhere.
 */
function useNavigateFromHere(): RouterNavigateFunction {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useCallback(
    (to, options) => {
      if (typeof to === 'number') return void navigate(to);
      const queryOnly = typeof to === 'object' && to.pathname === undefined;
      if (queryOnly && router && router.state.location.pathname !== pathname) return;
      void navigate(to, options);
    },
    [navigate, router, pathname],
  );
}

/** react-admin's own adapter of React Router, but for its navigations from a screen left. */
export const routerProvider: RouterProvider = {
  ...reactRouterProvider,
  useNavigate: useNavigateFromHere,
};
