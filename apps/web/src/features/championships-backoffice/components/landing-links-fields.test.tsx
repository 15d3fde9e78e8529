import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EXTERNAL_LINK_MESSAGES, type TBackofficeChampionship } from '@tennis/contracts';
import {
  championshipFormValues,
  ZChampionshipForm,
  type ChampionshipFormInput,
  type ChampionshipFormOutput,
} from '../model/championship-form-values';
import { LandingLinksFields } from './landing-links-fields';

afterEach(cleanup);

const stored = {
  name: 'Πρωτάθλημα Ανδρών',
  slug: 'men-2026-2027',
  participationsOpen: true,
  silenced: false,
  state: 'underway',
  venues: [],
  videos: [{ title: 'Ο τελικός', url: 'https://youtu.be/JlrzSvCsIjE' }],
  socialLinks: { facebook: 'https://www.facebook.com/athenstennis', instagram: null, youtube: null },
} as unknown as TBackofficeChampionship;

/** The fields inside a form with the edit form's schema, as the championship form holds them. */
function Harness({ onSave }: { onSave: (values: ChampionshipFormOutput) => void }) {
  const form = useForm<ChampionshipFormInput, unknown, ChampionshipFormOutput>({
    resolver: zodResolver(ZChampionshipForm),
    defaultValues: championshipFormValues(stored),
  });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <LandingLinksFields form={form} />
      <button type="submit">save</button>
    </form>
  );
}

describe('LandingLinksFields', () => {
  it('starts from the stored videos and links, and sends a new video in order with empty links as null', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    expect((screen.getByLabelText('Τίτλος βίντεο 1') as HTMLInputElement).value).toBe('Ο τελικός');
    expect((screen.getByLabelText('Facebook') as HTMLInputElement).value).toBe('https://www.facebook.com/athenstennis');

    await userEvent.click(screen.getByRole('button', { name: 'Προσθήκη βίντεο' }));
    await userEvent.type(screen.getByLabelText('Τίτλος βίντεο 2'), 'Ημιτελικός');
    await userEvent.type(screen.getByLabelText('Διεύθυνση βίντεο 2'), 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await userEvent.clear(screen.getByLabelText('Facebook'));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      videos: [
        { title: 'Ο τελικός', url: 'https://youtu.be/JlrzSvCsIjE' },
        { title: 'Ημιτελικός', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      ],
      socialLinks: { facebook: null, instagram: null, youtube: null },
    });
  });

  it('shows the Greek message under a video that is not on YouTube and a link to the wrong network, and does not save', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText('Διεύθυνση βίντεο 1'));
    await userEvent.type(screen.getByLabelText('Διεύθυνση βίντεο 1'), 'https://vimeo.com/76979871');
    await userEvent.type(screen.getByLabelText('Instagram'), 'https://www.facebook.com/athenstennis');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));

    expect(await screen.findByText(EXTERNAL_LINK_MESSAGES.youtubeVideo)).toBeTruthy();
    expect(screen.getByText(EXTERNAL_LINK_MESSAGES.instagram)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('removes a video from the list', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Αφαίρεση βίντεο 1' }));
    expect(screen.getByText('Δεν έχουν προστεθεί βίντεο.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].videos).toEqual([]);
  });
});
