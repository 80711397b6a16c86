import { toast as sonnerToast } from 'sonner';
import { expect, it, vi } from 'vitest';
import { toast } from './toast';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

it("passes each toast, with its options, to sonner once sonner's code is there", async () => {
  const action = { label: 'Réessayer', onClick: () => {} };
  toast.error('Refusé', { action });
  toast.success('Enregistré');
  await vi.waitFor(() => expect(sonnerToast.success).toHaveBeenCalledWith('Enregistré'));
  expect(sonnerToast.error).toHaveBeenCalledWith('Refusé', { action });
});
