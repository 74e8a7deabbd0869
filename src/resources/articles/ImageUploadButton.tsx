import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify } from 'react-admin';
import type { ImageKind } from '@/providers/fileStorage';
import { ImageCropDialog, type PreparedImage } from './ImageCropDialog';
import { isImageFile } from './prepareImage';

// The author's picture is a PNG or JPEG; the cover and the gallery take any image.
const RULES = {
  author: {
    accept: '.png,.jpg,.jpeg,image/png,image/jpeg',
    isAccepted: (file: File) => /\.(png|jpe?g)$/i.test(file.name),
    rejected: 'resources.articles.notifications.author_image_rejected',
    failed: 'resources.articles.notifications.author_image_failed',
    failedDescription: 'app.common.try_again',
  },
  article: {
    accept: 'image/*',
    isAccepted: isImageFile,
    rejected: 'resources.articles.notifications.image_rejected',
    failed: 'resources.articles.notifications.save_failed',
    failedDescription: 'resources.articles.notifications.save_failed_description',
  },
} as const;

export function ImageUploadButton({
  kind,
  label,
  cropTitle,
  aspect,
  onPicked,
  disabled,
}: {
  kind: ImageKind;
  label: string;
  cropTitle: string;
  aspect?: number;
  onPicked(image: PreparedImage): void;
  disabled?: boolean;
}) {
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const rules = RULES[kind];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Lets the same file be chosen again after a cancel.
    event.target.value = '';
    if (!chosen) return;
    if (!rules.isAccepted(chosen)) {
      notify(rules.rejected, { type: 'info' });
      return;
    }
    setFile(chosen);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {/* Out of sight and out of the accessibility tree: the button opens it. */}
      <input
        ref={input}
        type="file"
        accept={rules.accept}
        onChange={choose}
        tabIndex={-1}
        aria-hidden
        style={{ display: 'none' }}
        disabled={disabled}
      />
      <ImageCropDialog
        file={file}
        title={cropTitle}
        aspect={aspect}
        onClose={() => setFile(null)}
        onFailed={(error) => {
          console.error(error);
          setFile(null);
          notify(rules.failed, { type: 'error', description: rules.failedDescription });
        }}
        onDone={(image) => {
          setFile(null);
          onPicked(image);
        }}
      />
    </>
  );
}
