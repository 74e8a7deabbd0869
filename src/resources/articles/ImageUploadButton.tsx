// A button that chooses an image file, checks its type, and opens the crop modal; what comes back
// is the cropped, resized JPEG, which waits in the form until the article is saved.
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify } from 'react-admin';
import { ImageCropDialog, type PreparedImage } from './ImageCropDialog';

export interface ImageUploadButtonProps {
  /** The button's text and accessible name (the file input is labelled by it too). */
  label: string;
  /** The file input's accept list. */
  accept: string;
  isAccepted(file: File): boolean;
  /** The toast shown for a file of another type. */
  rejectedMessage: string;
  /** The toast shown when the image cannot be read or prepared. */
  failedMessage: { title: string; description?: string };
  cropTitle: string;
  aspect?: number;
  onPicked(image: PreparedImage): void;
  disabled?: boolean;
  startIcon?: ReactNode;
}

// Hidden but still in the accessibility tree of its label, as MUI's file upload example does.
const hiddenInput = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
} as const;

export function ImageUploadButton({
  label,
  accept,
  isAccepted,
  rejectedMessage,
  failedMessage,
  cropTitle,
  aspect,
  onPicked,
  disabled,
  startIcon = <UploadIcon />,
}: ImageUploadButtonProps) {
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Lets the same file be chosen again after a cancel.
    event.target.value = '';
    if (!chosen) return;
    if (!isAccepted(chosen)) {
      notify(rejectedMessage, { type: 'info' });
      return;
    }
    setFile(chosen);
  };

  return (
    <>
      <Button component="label" variant="outlined" startIcon={startIcon} disabled={disabled}>
        {label}
        <input
          type="file"
          accept={accept}
          onChange={choose}
          tabIndex={-1}
          style={hiddenInput}
          disabled={disabled}
        />
      </Button>
      <ImageCropDialog
        file={file}
        title={cropTitle}
        aspect={aspect}
        onClose={() => setFile(null)}
        onFailed={(error) => {
          console.error(error);
          setFile(null);
          notify(failedMessage.title, { type: 'error', description: failedMessage.description });
        }}
        onDone={(image) => {
          setFile(null);
          onPicked(image);
        }}
      />
    </>
  );
}
