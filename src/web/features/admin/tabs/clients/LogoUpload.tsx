import { useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/features/toast/toast-store';
import { logoUploadResultSchema } from '@/shared/admin-api';
import { adminFetch, useInvalidateAdmin } from '../../api';

const LOGO_MAX = 2 * 1024 * 1024;

/** Why a file cannot be a logo (too large, not an image), checked before it is sent. */
function logoRefusal(file: File): { title: string; description: string } | null {
  if (file.size > LOGO_MAX) return { title: 'File too large', description: 'Please select an image under 2MB' };
  if (!file.type.startsWith('image/'))
    return { title: 'Invalid file type', description: 'Please select an image file' };
  return null;
}

/**
 * Logo upload (admin.md section 5: image, 2 MB). On success the data is refreshed and the page
 * reloads (admin.md section 4), back on the same client (the URL keeps it); with unsaved edits in the
 * editor it does not reload, so they are kept, and the new logo goes into the draft.
 */
export function LogoUpload({
  clientId,
  disabled,
  current,
  hasUnsavedEdits,
  onUploaded,
}: {
  clientId: string;
  disabled: boolean;
  current: string | null;
  hasUnsavedEdits: boolean;
  onUploaded: (logoUrl: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateAdmin();
  const [busy, setBusy] = useState(false);
  async function onFile(file: File | undefined) {
    if (!file) return;
    const refusal = logoRefusal(file);
    if (refusal) return void toast({ ...refusal, variant: 'destructive' });
    const form = new FormData();
    form.append('clientId', clientId);
    form.append('logo', file);
    setBusy(true);
    try {
      const { logoUrl } = await adminFetch('/api/admin/logo/upload', {
        method: 'POST',
        form,
        schema: logoUploadResultSchema,
      });
      onUploaded(logoUrl);
      await invalidate('clients', 'history');
      if (hasUnsavedEdits) {
        toast({
          title: 'Logo uploaded successfully',
          description: 'Your unsaved changes are kept: save them when you are ready.',
          variant: 'success',
        });
      } else {
        toast({ title: 'Logo uploaded successfully', variant: 'success' });
        setTimeout(() => window.location.reload(), 600);
      }
    } catch (err) {
      toast({ title: 'Upload failed', description: (err as Error).message || 'Upload failed', variant: 'destructive' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 p-3">
      {current ? (
        <img src={current} alt="Current logo" className="h-10 max-w-40 rounded bg-slate-100 object-contain p-1" />
      ) : (
        <span className="text-xs text-slate-500">No logo</span>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml,image/webp,image/gif"
        className="sr-only"
        id={`logo-${clientId}`}
        aria-label="Logo file"
        disabled={disabled}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden /> {busy ? 'Uploading...' : 'Upload logo'}
      </Button>
      <p className="text-xs text-slate-500">PNG, JPG, SVG, WebP or GIF, up to 2MB.</p>
    </div>
  );
}
