import { useTranslation } from 'react-i18next';
import { videoEmbedOf, type SlideMedia } from '../../../../contracts/slides/slide-media.js';
import { ScaledCanvas } from '../editor/canvas/ScaledCanvas.js';
import { QrCode } from '../live/QrCode.js';
import { CanvasBlocks } from './CanvasBlocks.js';
import { EmbedFrame } from './EmbedFrame.js';
import { imageSrc } from './image-src.js';

/** Where a slide is drawn: the live stage (and backstage), a phone, or a still drawing (editor canvas, thumbnails). */
export type SlideSurface = 'stage' | 'phone' | 'still';

interface Props {
  /** What the slide behaves as (effectiveSlideType). */
  readonly type: string;
  readonly media: SlideMedia;
  readonly surface: SlideSurface;
  /** The audience's join link, drawn by QR-code slides. */
  readonly joinUrl: string | null;
  /** Names the scaled canvas on a phone. */
  readonly label?: string;
}

/**
 * What a slide shows besides its text, drawn the same on every surface: its image with caption and layout, its
 * video or embedded page, its QR code, its canvas. One component, so the stage, the phones, the editor and
 * backstage cannot drift apart.
 */
export function SlideMediaView({ type, media, surface, joinUrl, label }: Props) {
  const { t } = useTranslation();
  const still = surface === 'still';
  switch (type) {
    case 'youtube': {
      const video = videoEmbedOf(media);
      if (!video) return null;
      // The presenter plays the video for the room; phones are told where to look.
      if (surface === 'phone') {
        return (
          <div className="slide-media slide-media--video-note">
            <EmbedFrame embed={video} still />
            <p>{t('slideView.videoOnStage')}</p>
          </div>
        );
      }
      return (
        <div className="slide-media slide-media--video">
          <EmbedFrame embed={video} still={still} />
        </div>
      );
    }
    case 'googleSlides':
      return media.embed ? (
        <div className="slide-media slide-media--embed">
          <EmbedFrame embed={media.embed} still={still} />
        </div>
      ) : null;
    case 'qrcode':
      return joinUrl ? (
        <div className="slide-media slide-media--qr">
          <QrCode value={joinUrl} label={t('slideView.qrCode', { link: joinUrl })} className="slide-media__qr" />
          <p className="slide-media__qr-caption">{t('slideView.scanToJoin')}</p>
        </div>
      ) : null;
    case 'freestyle': {
      const blocks = media.canvasBlocks ?? [];
      if (blocks.length === 0) return null;
      if (surface !== 'phone') return <CanvasBlocks blocks={blocks} />;
      return (
        <div className="slide-media slide-media--canvas">
          <ScaledCanvas label={label ?? ''}>
            <CanvasBlocks blocks={blocks} />
          </ScaledCanvas>
        </div>
      );
    }
    default:
      return <SlideFigure media={media} thumbnail={still} />;
  }
}

/** The slide's image with its caption; its layout says how it sits beside the text. */
function SlideFigure({ media, thumbnail }: { media: SlideMedia; thumbnail: boolean }) {
  const src = imageSrc(media.image, thumbnail ? 'large' : 'xLarge');
  if (!src) return null;
  return (
    <figure className={`slide-media slide-media--figure slide-media--layout-${media.layout ?? 'default'}`}>
      {/* The caption, when there is one, says what it shows. */}
      <img className="slide-media__image" src={src} alt="" />
      {media.imageCaption && <figcaption className="slide-media__caption">{media.imageCaption}</figcaption>}
    </figure>
  );
}
