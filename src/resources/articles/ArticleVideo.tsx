// Only player URLs built from a valid id are ever embedded.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { videoEmbedUrl } from '@/domain/videoEmbed';

export function ArticleVideo({ videoId }: { videoId: string }) {
  const translate = useTranslate();
  const src = videoEmbedUrl(videoId);
  if (!src) {
    return (
      <Typography variant="body2" color="error">
        {translate('resources.articles.video.invalid', { id: videoId })}
      </Typography>
    );
  }
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
      <Box
        component="iframe"
        src={src}
        title={translate('resources.articles.video.title', { id: videoId })}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        loading="lazy"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
