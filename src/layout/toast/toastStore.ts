// Toasts of docs/product.md §2/§3: id, type, title, optional description, duration (default 6000 ms). A tiny
// store outside React so that providers (sign-in, session re-check) can raise toasts too.
import { TOAST_DURATION_MS } from '@/config/constants';

export type ToastType = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
}

export type ToastInput = Omit<Toast, 'id' | 'duration'> & { duration?: number };

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function showToast(input: ToastInput): number {
  const toast: Toast = { ...input, id: nextId++, duration: input.duration ?? TOAST_DURATION_MS };
  toasts = [...toasts, toast];
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  const remaining = toasts.filter((toast) => toast.id !== id);
  if (remaining.length === toasts.length) return;
  toasts = remaining;
  emit();
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
