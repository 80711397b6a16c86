import type { Room } from '@madabook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeAreaProvider } from '@/lib/back-office-area';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { CalendarFeedDialog } from './calendar-feed-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();

const room = { id: 'r1', name: 'Bungalow plage' } as Room;
const feedUrl = (token: string) => `https://madabook.mg/api/ical/${token.padEnd(43, 'x')}.ics`;
const oldUrl = feedUrl('old');
const newUrl = feedUrl('new');

/** GET answers the current address; POST makes a new one, as the API does. */
function answerFeeds() {
  let url = oldUrl;
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'POST') url = newUrl;
    return Response.json({ url });
  });
}

const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BackOfficeAreaProvider area="partner">
        <CalendarFeedDialog room={room} open onOpenChange={() => undefined} />
      </BackOfficeAreaProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(async () => {
  await changeLanguage('fr');
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // happy-dom has no execCommand: the fallback's tests lend it one.
  Reflect.deleteProperty(document, 'execCommand');
});

describe('CalendarFeedDialog', () => {
  it("shows the room type's secret address, read-only, and explains it carries no guest data", async () => {
    answerFeeds();
    renderDialog();

    const field = await screen.findByLabelText('Adresse du flux');
    expect(field).toHaveProperty('value', oldUrl);
    expect(field).toHaveProperty('readOnly', true);
    expect(calls()).toEqual(['GET /api/partner/rooms/r1/calendar-feed']);
    expect(screen.getByRole('dialog', { name: "Flux d'agenda — Bungalow plage" })).toBeTruthy();
    expect(screen.getByText(/sans aucune donnée des clients/)).toBeTruthy();
  });

  it('copies the address, and says so', async () => {
    answerFeeds();
    writeText.mockResolvedValue(undefined);
    renderDialog();
    await screen.findByLabelText('Adresse du flux');

    fireEvent.click(screen.getByRole('button', { name: 'Copier' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Adresse copiée'));
    expect(writeText).toHaveBeenCalledWith(oldUrl);
  });

  it("falls back to the selection's copy where the Clipboard API is refused", async () => {
    answerFeeds();
    writeText.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    renderDialog();
    await screen.findByLabelText('Adresse du flux');

    fireEvent.click(screen.getByRole('button', { name: 'Copier' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Adresse copiée'));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('selects the address for a copy by hand when nothing could copy it', async () => {
    answerFeeds();
    writeText.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    document.execCommand = vi.fn(() => false);
    renderDialog();
    const field = await screen.findByLabelText('Adresse du flux');

    fireEvent.click(screen.getByRole('button', { name: 'Copier' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(document.activeElement).toBe(field);
  });

  it('replaces the address only once confirmed, then shows the new one', async () => {
    answerFeeds();
    renderDialog();
    const field = await screen.findByLabelText('Adresse du flux');

    fireEvent.click(screen.getByRole('button', { name: "Remplacer l'adresse" }));
    const confirm = await screen.findByRole('alertdialog', {
      name: "Remplacer l'adresse du flux de Bungalow plage ?",
    });
    expect(confirm.textContent).toContain('cesse de fonctionner tout de suite');
    expect(calls()).toEqual(['GET /api/partner/rooms/r1/calendar-feed']);

    fireEvent.click(screen.getAllByRole('button', { name: "Remplacer l'adresse" }).at(-1) as HTMLElement);

    await waitFor(() => expect(field).toHaveProperty('value', newUrl));
    expect(calls()).toEqual([
      'GET /api/partner/rooms/r1/calendar-feed',
      'POST /api/partner/rooms/r1/calendar-feed',
    ]);
    expect(toast.success).toHaveBeenCalledWith("Nouvelle adresse créée : l'ancienne ne fonctionne plus");
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks nothing when the replacement is called off', async () => {
    answerFeeds();
    renderDialog();
    await screen.findByLabelText('Adresse du flux');

    fireEvent.click(screen.getByRole('button', { name: "Remplacer l'adresse" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls()).toEqual(['GET /api/partner/rooms/r1/calendar-feed']);
  });
});
