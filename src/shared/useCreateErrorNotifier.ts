import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorCode } from '@/domain/errorCode';

export function useCreateErrorNotifier(
  /** The catalogue key of the message when the value is taken ('This code is already in use'). */
  taken: string,
  /** The catalogue key of any other failure's title ('Error creating code'). */
  failed: string,
): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (errorCode(error) === 'already-exists') notify(taken, { type: 'info' });
      else notify(failed, { type: 'error', description: 'app.common.try_again' });
    },
    [notify, taken, failed],
  );
}
