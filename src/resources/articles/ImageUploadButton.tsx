import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify } from 'react-admin';
import { ImageCropDialog, type PreparedImage } from './ImageCropDialog';

export interface ImageUploadButtonProps {
  label: string;
  accept: string;
  isAccepted(file: File): boolean;
  rejectedMessage: string;
  failedMessage: { title: string; description?: string };
  cropTitle: string;
  aspect?: number;
  onPicked(image: PreparedImage): void;
  disabled?: boolean;
  startIcon?: ReactNode;
}

// Out of sight and out of the accessibility tree: the button opens it.
const hiddenInput = { display: 'none' } as const;

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
  const input = useRef<HTMLInputElement>(null);

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
      <Button
        variant="outlined"
        startIcon={startIcon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        onChange={choose}
        tabIndex={-1}
        aria-hidden
        style={hiddenInput}
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
