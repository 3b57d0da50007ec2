import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterState } from './toast';

export default function AppToaster() {
  // Effects run children first: sonner's Toaster is subscribed by the time this one says so.
  useEffect(() => toasterState.mounted(), []);
  return <Toaster position="top-right" richColors closeButton duration={5000} />;
}
