/**
 * The video hosts a lesson plays from, and how a lesson's player is built: the owner gives a
 * video link, its host and id are parsed and kept, and the player's address is built from them.
 * No HTML the owner (or a host's oEmbed answer) wrote ever reaches a visitor's page.
 */
import type { VideoProviderName } from '@mercato/views';

export type { VideoProviderName };

export interface LessonVideo {
  /** The oEmbed provider name of spec §3's video data. */
  readonly providerName: VideoProviderName;
  readonly videoId: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  return url.hostname === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.length === 1 ? segments[0] : undefined;
}

/** The host and id of a YouTube or Vimeo link (https only), or undefined for any other link. */
export function parseLessonVideoUrl(link: string): LessonVideo | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  const youtube = youtubeId(url);
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? { providerName: 'YouTube', videoId: youtube } : undefined;
  const vimeo = vimeoId(url);
  return vimeo !== undefined && VIMEO_ID.test(vimeo) ? { providerName: 'Vimeo', videoId: vimeo } : undefined;
}

/** The player's address (an iframe's src), from a host and id that passed parseLessonVideoUrl. */
export function lessonVideoEmbedUrl(video: LessonVideo): string {
  return video.providerName === 'YouTube' ? `https://www.youtube-nocookie.com/embed/${video.videoId}` : `https://player.vimeo.com/video/${video.videoId}`;
}

/** The video's page at its host, for the owner to see and edit the link (parses back to the same host and id). */
export function lessonVideoPageUrl(video: LessonVideo): string {
  return video.providerName === 'YouTube' ? `https://www.youtube.com/watch?v=${video.videoId}` : `https://vimeo.com/${video.videoId}`;
}
