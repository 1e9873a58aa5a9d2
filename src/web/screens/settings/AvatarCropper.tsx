import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { ProfileImage } from '../../../core/api/credentials';
import { useT } from '../../app/hooks';

/** The cropped avatar's side in pixels. */
const OUTPUT = 400;
/** The viewport's side in CSS pixels. */
const VIEW = 192;

/**
 * The avatar cropper (issue 14): the chosen picture under a round square viewport, moved by
 * dragging and scaled by the zoom slider; "Crop" draws the square seen into a 400×400 PNG.
 */
export function AvatarCropper({
  file,
  onCropped,
}: {
  file: File;
  onCropped: (image: ProfileImage) => void;
}) {
  const t = useT();
  const [url, setUrl] = useState<string>();
  const [natural, setNatural] = useState<{ w: number; h: number }>();
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | undefined>(undefined);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  // The picture covers the viewport at zoom 1.
  const base = natural ? VIEW / Math.min(natural.w, natural.h) : 1;
  const scale = base * zoom;
  const width = (natural?.w ?? VIEW) * scale;
  const height = (natural?.h ?? VIEW) * scale;
  const clamp = (x: number, y: number) => ({
    x: Math.min(0, Math.max(VIEW - width, x)),
    y: Math.min(0, Math.max(VIEW - height, y)),
  });
  const at = clamp(offset.x, offset.y);
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(clamp(event.clientX - drag.current.x, event.clientY - drag.current.y));
  };
  const crop = () => {
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = OUTPUT;
      canvas.height = OUTPUT;
      const context = canvas.getContext('2d');
      if (!context) return;
      const side = VIEW / scale;
      context.drawImage(img, -at.x / scale, -at.y / scale, side, side, 0, 0, OUTPUT, OUTPUT);
      canvas.toBlob((blob) => {
        if (blob) onCropped({ name: 'avatar.png', size: blob.size, type: 'image/png', blob });
      }, 'image/png');
    };
    if (url) img.src = url;
  };
  return (
    <div className="settings-row">
      <div
        className="avatar-cropper"
        data-testid="avatar-cropper"
        style={{ width: VIEW, height: VIEW }}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX - at.x, y: event.clientY - at.y };
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={move}
        onPointerUp={() => {
          drag.current = undefined;
        }}
      >
        {url ? (
          <img
            src={url}
            alt=""
            draggable={false}
            style={{ left: at.x, top: at.y, width, height }}
            onLoad={(event) =>
              setNatural({
                w: event.currentTarget.naturalWidth || VIEW,
                h: event.currentTarget.naturalHeight || VIEW,
              })
            }
          />
        ) : null}
      </div>
      <label>
        {t('settings_modal.profile.crop_zoom')}{' '}
        <input
          type="range"
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(event.target.valueAsNumber)}
        />
      </label>
      <button type="button" className="button" data-testid="avatar-crop" onClick={crop}>
        {t('settings_modal.profile.crop')}
      </button>
    </div>
  );
}
