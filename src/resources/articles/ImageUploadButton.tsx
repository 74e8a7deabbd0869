import { createContext, useContext, useId, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify, useTranslate } from 'react-admin';
import { CROP_ZOOM } from '@/config/constants';
import { centredAspectCrop, clampZoom, cropSourceRect, type Size } from '@/domain/imageSize';
import { FileChooserButton } from '@/shared/FileChooserButton';
import type { ImageKind } from '@/providers/fileStorage';
import { isImageFile, prepareImage } from './prepareImage';
import type { PendingImage } from './saveArticle';

/** The images chosen during the edit, waiting under their data: URLs until the save. */
export const PendingImages = createContext(new Map<string, PendingImage>());

// The author's picture is a PNG or JPEG; the cover and the gallery take any image. A failed
// preparation or upload is worded by the kind of image.
export const IMAGE_RULES = {
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

/** The chosen file, then its data: URL once read, then its size once shown. */
type Picked = { file: File; source?: string; natural?: Size };

const WHOLE: PercentCrop = { unit: '%', x: 0, y: 0, width: 100, height: 100 };

// data: rather than blob: URLs, which the Content-Security-Policy does not list.
function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

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
  /** Width / height of the crop frame; a free frame when absent. */
  aspect?: number;
  onPicked(dataUrl: string): void;
  disabled?: boolean;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const zoomId = useId();
  const rules = IMAGE_RULES[kind];
  const pending = useContext(PendingImages);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [crop, setCrop] = useState<PercentCrop>(WHOLE);
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.min);
  const [working, setWorking] = useState(false);
  const ready = picked?.natural !== undefined && !working;

  const failed = (error: unknown) => {
    console.error(error);
    setPicked(null);
    notify(rules.failed, { type: 'error', description: rules.failedDescription });
  };

  const choose = (file: File) => {
    if (!rules.isAccepted(file)) return notify(rules.rejected, { type: 'info' });
    setPicked({ file });
    setCrop(WHOLE);
    setZoom(CROP_ZOOM.min);
    readAsDataUrl(file)
      .then((source) =>
        setPicked((current) => (current?.file === file ? { file, source } : current)),
      )
      .catch(failed);
  };

  const finish = async (useWholeImage: boolean) => {
    if (!picked?.natural) return;
    setWorking(true);
    try {
      const region = useWholeImage ? undefined : cropSourceRect(picked.natural, crop, zoom);
      const jpeg = await prepareImage(picked.file, region);
      const dataUrl = await readAsDataUrl(jpeg);
      pending.set(dataUrl, { kind, jpeg });
      setPicked(null);
      onPicked(dataUrl);
    } catch (error) {
      failed(error);
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <FileChooserButton
        startIcon={<UploadIcon />}
        label={translate(label)}
        accept={rules.accept}
        disabled={disabled}
        onFile={choose}
      />
      <Dialog
        open={picked !== null}
        onClose={working ? undefined : () => setPicked(null)}
        maxWidth="md"
        fullWidth
      >
        <DialogTitle>{translate(cropTitle)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            {picked?.source ? (
              <ReactCrop
                crop={crop}
                aspect={aspect}
                keepSelection
                ruleOfThirds
                onChange={(_, percent) => setCrop(percent)}
                style={{ maxHeight: '55vh' }}
              >
                <img
                  src={picked.source}
                  alt={translate('resources.articles.crop.image')}
                  style={{
                    display: 'block',
                    maxWidth: '100%',
                    maxHeight: '55vh',
                    transform: `scale(${zoom})`,
                    transformOrigin: 'center',
                  }}
                  onLoad={(event) => {
                    const image = event.currentTarget;
                    const size = { width: image.naturalWidth, height: image.naturalHeight };
                    setPicked((current) => current && { ...current, natural: size });
                    setCrop(aspect ? { unit: '%', ...centredAspectCrop(size, aspect) } : WHOLE);
                  }}
                  onError={() => failed(new Error('The image could not be shown'))}
                />
              </ReactCrop>
            ) : (
              <Box sx={{ py: 6 }}>
                <CircularProgress aria-label={translate('resources.articles.crop.loading')} />
              </Box>
            )}
            <Box sx={{ width: '100%', maxWidth: 420 }}>
              <Typography id={zoomId} gutterBottom>
                {translate('resources.articles.crop.zoom')}
              </Typography>
              <Slider
                value={zoom}
                {...CROP_ZOOM}
                onChange={(_, value) => setZoom(clampZoom(Array.isArray(value) ? value[0] : value))}
                valueLabelDisplay="auto"
                valueLabelFormat={(value) =>
                  translate('resources.articles.crop.zoom_value', { zoom: value.toFixed(1) })
                }
                getAriaValueText={(value) =>
                  translate('resources.articles.crop.zoom_text', {
                    zoom: value.toFixed(1),
                    smart_count: value,
                  })
                }
                slotProps={{ input: { 'aria-labelledby': zoomId } }}
                disabled={!ready}
              />
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          {working && (
            <CircularProgress
              size={24}
              aria-label={translate('resources.articles.crop.preparing')}
            />
          )}
          <Button onClick={() => setPicked(null)} disabled={working}>
            {translate('ra.action.cancel')}
          </Button>
          <Button onClick={() => void finish(true)} disabled={!ready}>
            {translate('resources.articles.crop.full_image')}
          </Button>
          <Button variant="contained" onClick={() => void finish(false)} disabled={!ready}>
            {translate('resources.articles.crop.crop')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
