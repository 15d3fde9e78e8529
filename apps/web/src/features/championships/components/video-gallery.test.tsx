import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoGallery } from './video-gallery';

afterEach(cleanup);

const videos = [
  { title: 'Ο τελικός του 2025', youtubeId: 'JlrzSvCsIjE' },
  { title: 'Ημιτελικός', youtubeId: 'aqz-KE-bpKQ' },
];

describe('VideoGallery', () => {
  it('loads nothing from YouTube until a video is pressed, then plays only that one from the no-cookie player', async () => {
    const { container } = render(<VideoGallery videos={videos} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Ο τελικός του 2025')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Δείτε το βίντεο: Ημιτελικός' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0');
    expect(frames[0]!.getAttribute('title')).toBe('Ημιτελικός');
    expect(screen.getByRole('button', { name: 'Δείτε το βίντεο: Ο τελικός του 2025' })).toBeTruthy();
  });
});
