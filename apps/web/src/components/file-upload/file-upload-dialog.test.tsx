import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FileUploadDialog } from './file-upload-dialog';
import { shortFileName } from './short-file-name';
import { clampPercent } from '../ui/progress-bar';

/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

type Answer = { message?: string; data: { count: number } };

function renderDialog(overrides: { onUploaded?: (answer: Answer) => void; onClose?: () => void } = {}) {
  const onUploaded = overrides.onUploaded ?? vi.fn();
  const onClose = overrides.onClose ?? vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FileUploadDialog<Answer>
        title="Ανέβασμα αφίσας"
        label="Αφίσα"
        path="/api/tournaments/5/poster/upload"
        field="poster"
        accept=".png"
        onUploaded={onUploaded}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { onUploaded, onClose };
}

const png = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = 'XSRF-TOKEN=tok%2Ben; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
});

describe('shortFileName', () => {
  it('keeps a name of 16 characters and cuts a longer one to 16 and an ellipsis', () => {
    expect(shortFileName('abcdefghijklmnop')).toBe('abcdefghijklmnop');
    expect(shortFileName('αφίσα-τουρνουά-2026.png')).toBe('αφίσα-τουρνουά-2…');
    expect(shortFileName(null)).toBe('');
  });
});

describe('clampPercent', () => {
  it.each([
    [-5, 0],
    [42.4, 42],
    [140, 100],
    [Number.NaN, 0],
  ])('shows %s as %s', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });
});

describe('FileUploadDialog', () => {
  it('shows each chosen file name cut to 16 characters, the whole name on hover', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.upload(await screen.findByLabelText('Αφίσα'), png('η-αφίσα-του-τουρνουά.png'));
    const shown = screen.getByText('η-αφίσα-του-τουρ…');
    expect(shown.getAttribute('title')).toBe('η-αφίσα-του-τουρνουά.png');
  });

  it('sends the file under its field with the CSRF header, moves the bar from 0 to 100 and hands over the answer', async () => {
    const user = userEvent.setup();
    const { onUploaded } = renderDialog();
    await user.upload(await screen.findByLabelText('Αφίσα'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Ανέβασμα' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/tournaments/5/poster/upload');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('tok+en');
    expect((xhr.body!.get('poster') as File).name).toBe('poster.png');

    const bar = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
    expect(bar()).toBe('0');
    xhr.progress(400, 1000);
    expect(bar()).toBe('40');
    expect(screen.getByText('Ανέβασμα… 40%')).toBeTruthy();
    xhr.progress(1000, 1000);
    expect(bar()).toBe('100');

    xhr.answer(200, { message: 'Το αρχείο ενημερώθηκε με επιτυχία', data: { count: 1 } });
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith({ message: 'Το αρχείο ενημερώθηκε με επιτυχία', data: { count: 1 } }),
    );
  });

  it('shows the first field message of a 422 under the input and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const { onUploaded } = renderDialog();
    await user.upload(await screen.findByLabelText('Αφίσα'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Ανέβασμα' }));
    FakeXhr.last!.answer(422, {
      message: 'Μη έγκυρα στοιχεία',
      errors: { poster: ['Η αφίσα πρέπει να είναι εικόνα jpeg, png ή gif'] },
    });

    expect(await screen.findByText('Η αφίσα πρέπει να είναι εικόνα jpeg, png ή gif')).toBeTruthy();
    expect(screen.getByLabelText('Αφίσα').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('cancels an upload under way when closed', async () => {
    const user = userEvent.setup();
    const { onClose, onUploaded } = renderDialog();
    await user.upload(await screen.findByLabelText('Αφίσα'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Ανέβασμα' }));
    const xhr = FakeXhr.last!;
    xhr.progress(100, 1000);
    await user.click(screen.getByRole('button', { name: 'Άκυρο' }));
    expect(xhr.aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('sends nothing before a file is chosen', async () => {
    renderDialog();
    expect(((await screen.findByRole('button', { name: 'Ανέβασμα' })) as HTMLButtonElement).disabled).toBe(true);
    expect(FakeXhr.last).toBeNull();
  });
});
