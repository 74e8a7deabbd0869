// The result is resized to IMAGE_MAX_PX and encoded as JPEG here, before anything is uploaded.
import { useEffect, useEffectEvent, useId, useState } from 'react';
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
import { useTranslate } from 'react-admin';
import { CROP_ZOOM } from '@/config/constants';
import { centredAspectCrop, clampZoom, cropSourceRect, type Size } from '@/domain/imageSize';
import { prepareImage } from './prepareImage';
import { readAsDataUrl } from './dataUrl';

export interface PreparedImage {
  jpeg: Blob;
  dataUrl: string;
}

export interface ImageCropDialogProps {
  file: File | null;
  title: string;
  /** Width / height of the crop frame; a free frame when absent. */
  aspect?: number;
  onDone(image: PreparedImage): void;
  onFailed(error: unknown): void;
  onClose(): void;
}

const WHOLE: PercentCrop = { unit: '%', x: 0, y: 0, width: 100, height: 100 };

export function ImageCropDialog({
  file,
  title,
  aspect,
  onDone,
  onFailed,
  onClose,
}: ImageCropDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [source, setSource] = useState<string | null>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [crop, setCrop] = useState<PercentCrop>(WHOLE);
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.min);
  const [working, setWorking] = useState(false);
  const failedToRead = useEffectEvent((error: unknown) => onFailed(error));

  useEffect(() => {
    setSource(null);
    setNatural(null);
    setZoom(CROP_ZOOM.min);
    setCrop(WHOLE);
    if (!file) return;
    let current = true;
    readAsDataUrl(file)
      .then((url) => current && setSource(url))
      .catch(failedToRead);
    return () => {
      current = false;
    };
  }, [file]);

  const finish = async (useWholeImage: boolean) => {
    if (!file || !natural) return;
    setWorking(true);
    try {
      const region = useWholeImage ? undefined : cropSourceRect(natural, crop, zoom);
      const jpeg = await prepareImage(file, region);
      onDone({ jpeg, dataUrl: await readAsDataUrl(jpeg) });
    } catch (error) {
      onFailed(error);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Dialog
      open={file !== null}
      onClose={working ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {source ? (
            <ReactCrop
              crop={crop}
              aspect={aspect}
              keepSelection
              ruleOfThirds
              onChange={(_, percent) => setCrop(percent)}
              style={{ maxHeight: '55vh' }}
            >
              <img
                src={source}
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
                  setNatural(size);
                  setCrop(aspect ? { unit: '%', ...centredAspectCrop(size, aspect) } : WHOLE);
                }}
                onError={() => onFailed(new Error('The image could not be shown'))}
              />
            </ReactCrop>
          ) : (
            <Box sx={{ py: 6 }}>
              <CircularProgress aria-label={translate('resources.articles.crop.loading')} />
            </Box>
          )}
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <Typography id={`${titleId}-zoom`} gutterBottom>
              {translate('resources.articles.crop.zoom')}
            </Typography>
            <Slider
              value={zoom}
              min={CROP_ZOOM.min}
              max={CROP_ZOOM.max}
              step={CROP_ZOOM.step}
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
              slotProps={{ input: { 'aria-labelledby': `${titleId}-zoom` } }}
              disabled={!natural || working}
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        {working && (
          <CircularProgress size={24} aria-label={translate('resources.articles.crop.preparing')} />
        )}
        <Button onClick={onClose} disabled={working}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={() => void finish(true)} disabled={!natural || working}>
          {translate('resources.articles.crop.full_image')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void finish(false)}
          disabled={!natural || working}
        >
          {translate('resources.articles.crop.crop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
