// On in-app navigation (react-router's blocker) and on closing or reloading the tab (beforeunload).
// A save or delete that then navigates away marks leaving as allowed first.
import { useEffect, type RefObject } from 'react';
import { Confirm } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';

export function LeaveGuard({ leavingAllowed }: { leavingAllowed: RefObject<boolean> }) {
  const unsaved = useFormState().isDirty;
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

  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="resources.articles.confirm.leave"
      content=""
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
