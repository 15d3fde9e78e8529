import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicChampionshipVideo } from '@tennis/contracts';
import { PlayIcon } from '../../../components/svg-icons/icons';
import { CHAMPIONSHIPS_NS } from '../i18n';

/** The privacy-enhanced player: YouTube sets no cookies until the video plays. */
const embedUrl = (youtubeId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;

/**
 * One video: a tile with its title until it is pressed, then the player. The
 * page loads nothing from YouTube before that, so a phone at the court side
 * is not slowed down by players it never starts.
 */
function VideoTile({ video }: { video: TPublicChampionshipVideo }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const [playing, setPlaying] = useState(false);
  return (
    <figure className="space-y-2">
      <div className="aspect-video overflow-hidden rounded-control bg-court-900">
        {playing ? (
          <iframe
            src={embedUrl(video.youtubeId)}
            title={video.title}
            className="size-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            // The name starts with the words on the button, so a voice command naming what it sees still works.
            aria-label={t('videos.play', { title: video.title })}
            className="focus-ring group flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-court-700 to-court-950 p-4 text-white"
          >
            <PlayIcon className="size-14 text-ball-300 transition-transform group-hover:scale-110" />
            <span className="text-sm font-medium text-court-100">{t('videos.watch')}</span>
          </button>
        )}
      </div>
      <figcaption className="text-sm font-semibold break-words">{video.title}</figcaption>
    </figure>
  );
}

/** The championship's videos (spec 3 §2), in the admin's order. */
export function VideoGallery({ videos }: { videos: readonly TPublicChampionshipVideo[] }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {videos.map((video, index) => (
          <VideoTile key={`${video.youtubeId}-${index}`} video={video} />
        ))}
      </div>
      <p className="text-xs text-ink-muted">{t('videos.notice')}</p>
    </div>
  );
}
