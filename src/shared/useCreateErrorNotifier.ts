import { useNotify } from 'react-admin';

/** A value taken (`body.errors`, codeInUse.ts) in an info toast, any other failure as `failed`. */
export function useCreateErrorNotifier(
  failed: string,
  describe: (error: unknown) => string = () => 'app.common.try_again',
): (error: unknown) => void {
  const notify = useNotify();
  return (error: unknown) => {
    const fieldErrors = (error as { body?: { errors?: Record<string, string> } } | null)?.body
      ?.errors;
    const [taken] = Object.values(fieldErrors ?? {});
    if (taken) notify(taken, { type: 'info' });
    else notify(failed, { type: 'error', description: describe(error) });
  };
}
