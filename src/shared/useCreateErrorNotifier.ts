import { useCallback } from 'react';
import { useNotify } from 'react-admin';

const TRY_AGAIN = () => 'app.common.try_again';

/**
 * A value taken, which the provider refuses with its field's message in `body.errors`
 * (react-admin's server-side validation), is told in an info toast of that message; any other
 * failure under the catalogue key `failed` ('Error creating code').
 */
export function useCreateErrorNotifier(
  failed: string,
  describe: (error: unknown) => string = TRY_AGAIN,
): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const fieldErrors = (error as { body?: { errors?: Record<string, string> } } | null)?.body
        ?.errors;
      const [taken] = Object.values(fieldErrors ?? {});
      if (taken) notify(taken, { type: 'info' });
      else notify(failed, { type: 'error', description: describe(error) });
    },
    [notify, failed, describe],
  );
}
