// The <Admin notification> component: react-admin's notifications become toasts, and all toasts
// render in the one Toaster.
import { Toaster } from '@/layout/toast/Toaster';
import { useForwardAdminNotifications } from '@/layout/toast/useForwardAdminNotifications';

export function AdminNotification() {
  useForwardAdminNotifications();
  return <Toaster />;
}
