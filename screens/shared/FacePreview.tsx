import { useEffect, useState } from 'react';
import { __, Avatar, Text } from '../../design-system';
import { facePreview } from './FacePreview.css';

/**
 * The chosen picture as the page will show it (issue 26): the same round, large face with the same crop
 * (object-fit: cover, focused a little above the middle), so a wide or tall photo's crop is seen before it is
 * saved. A `data:` URL, as FileUpload's own preview, so it shows under a strict `img-src 'self' data:` policy.
 */
export function FacePreview({ file }: { file: File | undefined }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);
  if (!file || !url) return null;
  return (
    <figure className={facePreview}>
      {/* Decorative: FileUpload's own preview names the file; this one only shows the crop. */}
      <Avatar src={url} name={file.name} size="large" decorative />
      <figcaption>
        <Text as="span" size="sm" tone="muted">
          {__('How the picture will look on the page')}
        </Text>
      </figcaption>
    </figure>
  );
}
