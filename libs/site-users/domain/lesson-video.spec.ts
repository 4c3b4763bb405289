import { lessonVideoEmbedUrl, lessonVideoPageUrl, parseLessonVideoUrl } from './lesson-video';

describe('lesson video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'YouTube', 'dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'YouTube', 'dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'YouTube', 'dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [' https://vimeo.com/76979871 ', 'Vimeo', '76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'Vimeo', '76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s from %s', (link, providerName, videoId, embedUrl) => {
    const video = parseLessonVideoUrl(link);
    expect(video).toEqual({ providerName, videoId });
    expect(lessonVideoEmbedUrl(video!)).toBe(embedUrl);
    expect(parseLessonVideoUrl(lessonVideoPageUrl(video!))).toEqual(video);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>alert(1)</script>',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://user:pw@vimeo.com/76979871',
    'javascript:alert(1)',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '',
  ])('refuses %s', (link) => {
    expect(parseLessonVideoUrl(link)).toBeUndefined();
  });
});
