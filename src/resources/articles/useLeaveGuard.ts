// 'Are you sure you want to leave this page?' (docs/product.md §5) while the editor has unsaved changes: on
// Back and every other in-app navigation (react-router's blocker, with our dialog), and on closing
// or reloading the tab (the browser's own beforeunload prompt). A save or delete that then
// navigates away marks leaving as allowed first.
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';

export function useLeaveGuard(unsaved: boolean, leavingAllowed: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leavingAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leavingAllowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved, leavingAllowed]);

  return blocker;
}
