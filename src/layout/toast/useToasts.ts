import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts, type Toast } from '@/layout/toast/toastStore';

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
