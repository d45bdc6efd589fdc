// Toasts always carry a title and a description: the spec writes its messages as such pairs.
import { toast, Toaster as SonnerToaster } from 'sonner';

type Pair = { title: string; description?: string };

export const notify = {
  success: ({ title, description }: Pair) => toast.success(title, { description }),
  error: ({ title, description }: Pair) => toast.error(title, { description }),
  info: ({ title, description }: Pair) => toast(title, { description }),
  /** Removes a toast (by the id the calls above return) before its time is up. */
  dismiss: (id: string | number) => toast.dismiss(id),
};

export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}
