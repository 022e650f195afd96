import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFrameableEmbed } from '../../../../contracts/slides/embed-hosts.js';
import type { SlideEmbed } from '../../../../contracts/slides/embed-url.js';

/** What a framed player or viewer may do: run its own scripts on its own origin, play, go full screen, open links. */
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
const ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

interface Props {
  readonly embed: SlideEmbed;
  /** A still drawing (thumbnails, the editor's canvas): the poster only, nothing loads. */
  readonly still?: boolean;
}

/**
 * A third-party player or viewer on a slide. Nothing is fetched from the other site until someone asks for it: a
 * poster names what will play, and pressing it loads the frame (a video starts at once, the click being the
 * permission to play). A link the content security policy would not let a frame load is offered as a link instead.
 */
export function EmbedFrame({ embed, still = false }: Props) {
  const { t } = useTranslation();
  // Which link was asked for: another link (another slide drawn in the same place) starts at its poster.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === embed.embedSrc;
  const platform = t(`slideView.platforms.${embed.platform}`);
  const video = embed.platform === 'youtube' || embed.platform === 'vimeo' || embed.platform === 'skoletube';
  if (!isFrameableEmbed(embed.embedSrc)) {
    return (
      <div className="embed-frame embed-frame--link">
        <p>{t('slideView.cannotFrame')}</p>
        {!still && (
          <a href={embed.originalUrl} target="_blank" rel="noopener noreferrer">
            {t('slideView.openEmbed', { link: embed.originalUrl })}
          </a>
        )}
      </div>
    );
  }
  if (loaded) {
    const src = embed.platform === 'youtube' ? withParam(embed.embedSrc, 'autoplay', '1') : embed.embedSrc;
    return (
      <div className="embed-frame">
        <iframe
          className="embed-frame__frame"
          src={src}
          title={t('slideView.embedTitle', { platform })}
          sandbox={SANDBOX}
          allow={ALLOW}
          allowFullScreen
          // The players check where they are embedded; they learn this origin and nothing of the page's path.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  // The button's name is its visible text (what pressing it does, then the link), as speech input expects.
  const poster = (
    <>
      <span className="embed-frame__play" aria-hidden="true">
        {video ? '▶' : '⧉'}
      </span>
      <span className="embed-frame__platform">{still ? platform : video ? t('slideView.playVideo', { title: platform }) : t('slideView.showEmbed', { platform })}</span>
      <span className="embed-frame__link">{displayLink(embed.originalUrl)}</span>
    </>
  );
  return still ? (
    <div className="embed-frame embed-frame--poster">{poster}</div>
  ) : (
    <button type="button" className="embed-frame embed-frame--poster" onClick={() => setLoadedSrc(embed.embedSrc)}>
      {poster}
    </button>
  );
}

function withParam(link: string, name: string, value: string): string {
  const url = new URL(link);
  url.searchParams.set(name, value);
  return url.href;
}

function displayLink(link: string): string {
  return link.replace(/^https?:\/\//, '').slice(0, 80);
}
