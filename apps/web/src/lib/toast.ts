import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;

// Sonner's code loads with the toaster, after a page's first paint (app/app.tsx): a page that may
// toast does not wait for it, and a toast shows once it is there.
const sonner = () => import('sonner').then((module) => module.toast);

/** Sonner's `toast.success` and `toast.error`, loading its code on first use. */
export const toast = {
  success: (...args: Parameters<Sonner['success']>) => void sonner().then((toast) => toast.success(...args)),
  error: (...args: Parameters<Sonner['error']>) => void sonner().then((toast) => toast.error(...args)),
};
