import '../../test-support/jsdom-text-encoding.js';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../../i18n/index.js';
import { AppServicesProvider, createAppServices } from '../../app-services.js';
import { MemoryDeckStore } from '../../sync/local-store.js';
import { UNDO_SUPPRESS_MS } from '../../sync/undo-history.js';
import { FakeDeckServer, PRESENTATION_ID } from '../../test-support/fake-deck-server.js';
import { fakeFetch, json } from '../../test-support/fake-fetch.js';
import { signedInStorage } from '../../test-support/fixtures.js';
import { freezeClock } from '../../test-support/frozen-clock.js';
import { ToastProvider } from '../../toasts/toasts.js';
import { COMMIT_DELAY_MS } from './content/fields.js';
import { EditorPage } from './EditorPage.js';

const presentationId = PRESENTATION_ID;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** An upload as GET /api/uploaded/images lists it. */
function uploadedImage(id: string, name: string) {
  const at = (size: string) => `/api/uploaded/images/${id}/${size}`;
  return {
    id,
    name,
    url: at('large'),
    thumbnail: at('thumbnail'),
    large: at('large'),
    xLarge: at('xLarge'),
    width: 64,
    height: 64,
    uploadedAt: '2026-11-26T10:00:00.000Z',
    file_metadata: { original_filename: name, file_size: 1024, content_type: 'image/png', url: at('large') },
    hash_id: id,
  };
}

function renderEditor(server = new FakeDeckServer(), path = `/presentation/${presentationId}`, routes: Parameters<typeof fakeFetch>[0] = {}) {
  const transports: ReturnType<FakeDeckServer['connect']>[] = [];
  const services = createAppServices({
    // The signed-in presenter may edit unless a test says otherwise (GET /api/presentation/{id}/permissions).
    fetchImpl: fakeFetch({ [`GET /api/presentation/${presentationId}/permissions`]: json(200, { presentationId, canEdit: true, canPresent: true, canRename: true, canShare: true }), ...routes }).fetchImpl,
    storage: signedInStorage(),
    deckStore: new MemoryDeckStore(),
    deckTransport: () => {
      const transport = server.connect();
      transports.push(transport);
      return transport;
    },
  });
  render(
    <AppServicesProvider services={services}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/presentation/:id" element={<EditorPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </AppServicesProvider>,
  );
  return { server, transports };
}

const slideButtons = () => within(screen.getByRole('navigation', { name: 'Slides' })).queryAllByRole('button', { name: /^Slide \d+/ });
const saved = () => waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());

async function addSlide(name: string) {
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Slides' })).getByRole('button', { name: 'Add slide' }));
  const picker = screen.getByRole('dialog', { name: 'Add a slide' });
  fireEvent.click(within(picker).getByRole('button', { name: new RegExp(`^${name}`) }));
  await saved();
}

async function retitle(text: string) {
  const field = screen.getByRole('textbox', { name: 'Question' });
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
  await saved();
}

describe('the editor', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('opens the deck and offers the tabs for what exists: content, design, audio, settings and AI', async () => {
    renderEditor();
    expect(await screen.findByRole('textbox', { name: 'Presentation name' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Content', 'Design', 'Audio', 'Settings', 'AI']);
    expect(screen.getByText('Connected')).toBeTruthy();
  });

  it('presents from the slide selected in the editor (issue 26)', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: 'Presentation name' });
    await addSlide('Word Cloud');
    await addSlide('Poll');
    const [first] = slideButtons();
    fireEvent.click(first!);
    const present = screen.getByRole('link', { name: 'Present' });
    const selected = new URL(present.getAttribute('href')!, 'http://localhost').searchParams;
    expect(selected.get('presenting')).toBe('true');
    const current = within(screen.getByRole('navigation', { name: 'Slides' })).getAllByRole('button', { current: true });
    expect(current).toHaveLength(1);
    expect(current[0]).toBe(first);
    expect(selected.get('slide')).toBeTruthy();
    fireEvent.click(slideButtons()[1]!);
    const second = new URL(screen.getByRole('link', { name: 'Present' }).getAttribute('href')!, 'http://localhost').searchParams.get('slide');
    expect(second).toBeTruthy();
    expect(second).not.toBe(selected.get('slide'));
  });

  it("sets a slide's audio and the presentation's in the Audio tab, each with its four switches, and undoes them", async () => {
    const { server } = renderEditor();
    await screen.findByRole('textbox', { name: 'Presentation name' });
    await addSlide('Word Cloud');
    fireEvent.click(screen.getByRole('tab', { name: 'Audio' }));
    const link = () => screen.getByRole('textbox', { name: 'Or an audio link' });
    fireEvent.change(link(), { target: { value: 'javascript:alert(1)' } });
    fireEvent.blur(link());
    expect(await screen.findByText('Enter an http(s) link to an audio file.')).toBeTruthy();
    const sent = server.received.length;
    fireEvent.change(link(), { target: { value: 'https://media.example.org/sounds/big%20chime.mp3' } });
    fireEvent.blur(link());
    await saved();
    expect(server.received.slice(sent).map((request) => request.command)).toMatchObject([
      {
        type: 'PatchSlide',
        data: {
          fields: {
            audio: { link: 'https://media.example.org/sounds/big%20chime.mp3', name: 'big chime.mp3', showControl: true, autoPlay: false, repeat: false, playOnAudience: false },
          },
        },
      },
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Play on the audience’s phones too' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Repeat' }));
    await saved();
    expect(server.received.at(-1)!.command).toMatchObject({ type: 'PatchSlide', data: { fields: { audio: { repeat: true, playOnAudience: true, autoPlay: false } } } });

    fireEvent.click(screen.getByRole('button', { name: 'Audio for presentation' }));
    expect(screen.getByText('No audio yet.')).toBeTruthy();
    fireEvent.change(link(), { target: { value: 'https://media.example.org/theme.ogg' } });
    fireEvent.blur(link());
    await saved();
    expect(server.received.at(-1)!.command).toMatchObject({ type: 'UpdatePresentationAttributes', data: { attributes: { audio: { name: 'theme.ogg', showControl: true } } } });
    fireEvent.click(screen.getByRole('switch', { name: 'Play automatically' }));
    await saved();
    expect(server.received.at(-1)!.command).toMatchObject({ type: 'UpdatePresentationAttributes', data: { attributes: { audio: { autoPlay: true } } } });
    expect(screen.getByTestId('audio-current').textContent).toBe('Audio: theme.ogg');

    fireEvent.click(screen.getByRole('button', { name: 'Remove the audio' }));
    await saved();
    expect(server.received.at(-1)!.command).toMatchObject({ type: 'UpdatePresentationAttributes', data: { attributes: { audio: null } } });
    expect(screen.getByText('No audio yet.')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await saved();
    expect(server.received.at(-1)!.command).toMatchObject({ type: 'UpdatePresentationAttributes', data: { attributes: { audio: { name: 'theme.ogg', autoPlay: true } } } });
    expect(screen.getByTestId('audio-current').textContent).toBe('Audio: theme.ogg');
  });

  it('uploads an audio file in the Audio tab as the slide’s audio, saying so in words, and shows the server’s refusal', async () => {
    const audioUrl = `/api/uploaded/audio/${'a'.repeat(32)}.mp3`;
    const sentFiles: File[] = [];
    let refuse = true;
    const { server } = renderEditor(undefined, undefined, {
      [`POST /api/upload/file-audio/${presentationId}`]: (call) => {
        sentFiles.push((call.body as FormData).get('file') as File);
        if (refuse) {
          return { status: 415, body: { statusCode: 415, code: 'unsupported_media_type', message: 'Could not upload this file. Please try again.', details: { reason: 'This file is not MP3, Ogg, WAV or M4A audio.' } } };
        }
        return {
          status: 201,
          body: {
            id: 'a'.repeat(32),
            presentationId,
            name: 'fanfare.mp3',
            url: audioUrl,
            uploadedAt: '2026-11-26T10:00:00.000Z',
            file_metadata: { original_filename: 'fanfare.mp3', file_size: 4, content_type: 'audio/mpeg', url: audioUrl },
            hash_id: 'b'.repeat(64),
          },
        };
      },
    });
    await screen.findByRole('textbox', { name: 'Presentation name' });
    await addSlide('Word Cloud');
    fireEvent.click(screen.getByRole('tab', { name: 'Audio' }));
    const input = () => screen.getByLabelText('Upload an audio file: Audio for slide') as HTMLInputElement;
    expect(input().type).toBe('file');
    expect(screen.getByText('Upload an audio file').tagName).toBe('LABEL');

    fireEvent.change(input(), { target: { files: [new File(['text'], 'notes.mp3', { type: 'audio/mpeg' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not upload this file. Please try again. This file is not MP3, Ogg, WAV or M4A audio.');
    expect(screen.getByText('No audio yet.')).toBeTruthy();

    refuse = false;
    const sent = server.received.length;
    fireEvent.change(input(), { target: { files: [new File([new Uint8Array([0xff, 0xfb, 0x90, 0xc0])], 'fanfare.mp3', { type: 'audio/mpeg' })] } });
    expect(screen.getByText('Uploading fanfare.mp3…').getAttribute('role')).toBe('status');
    expect(input().disabled).toBe(true);
    await saved();
    expect((await screen.findByText('Uploaded fanfare.mp3.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentFiles.map((file) => file.name)).toEqual(['notes.mp3', 'fanfare.mp3']);
    expect(server.received.slice(sent).map((request) => request.command)).toMatchObject([
      { type: 'PatchSlide', data: { fields: { audio: { link: audioUrl, name: 'fanfare.mp3', showControl: true, autoPlay: false, repeat: false, playOnAudience: false } } } },
    ]);
    expect(screen.getByTestId('audio-current').textContent).toBe('Audio: fanfare.mp3');
    // The link field is for web links: it stays empty for an uploaded file.
    expect((screen.getByRole('textbox', { name: 'Or an audio link' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('switch', { name: 'Play on the audience’s phones too' }));
    await saved();
    expect(server.received.at(-1)!.command).toMatchObject({ type: 'PatchSlide', data: { fields: { audio: { link: audioUrl, playOnAudience: true } } } });
  });

  it('opens the slide picker with the spec sections for a new presentation', async () => {
    renderEditor(new FakeDeckServer(), `/presentation/${presentationId}?new=true`);
    const picker = await screen.findByRole('dialog', { name: 'Add a slide' });
    expect(within(picker).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Quiz and games',
      'Opinion and Q&A',
      'Content',
    ]);
    expect(within(picker).getByRole('button', { name: /^Pick Answer/ })).toBeTruthy();
    expect(within(picker).getByRole('button', { name: /^Word Cloud/ })).toBeTruthy();
  });

  it('saves typed text once typing pauses, as one command', async () => {
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Poll');
    const field = screen.getByRole('textbox', { name: 'Question' });
    fireEvent.change(field, { target: { value: 'Tea' } });
    fireEvent.change(field, { target: { value: 'Tea or' } });
    fireEvent.change(field, { target: { value: 'Tea or coffee?' } });
    await pause(COMMIT_DELAY_MS + 50);
    await saved();
    const patches = server.received.filter((request) => request.command.type === 'PatchSlide');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.command.data.fields).toEqual({ title: 'Tea or coffee?' });
  });

  it('undoes with Ctrl+Z and redoes with Shift+Ctrl+Z (Cmd on a Mac), sending inverse commands', async () => {
    // The undo history's 150 ms suppression ends when the test moves the clock on.
    const later = freezeClock();
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Poll');
    await retitle('Tea or coffee?');
    later(UNDO_SUPPRESS_MS);

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await saved();
    expect(slideButtons()[0]!.getAttribute('aria-label')).toBe('Slide 1, Poll: Poll');
    expect(server.received.at(-1)!.command).toEqual({
      type: 'PatchSlide',
      data: { presentationId, slideId: server.deck.slides[0]!.id, fields: { title: 'Click to add question' } },
    });
    later(UNDO_SUPPRESS_MS);

    fireEvent.keyDown(window, { key: 'z', metaKey: true, shiftKey: true });
    await saved();
    expect(slideButtons()[0]!.getAttribute('aria-label')).toBe('Slide 1, Poll: Tea or coffee?');
    later(UNDO_SUPPRESS_MS);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await saved();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await saved();
    expect(slideButtons()).toHaveLength(0);
    expect(server.received.at(-1)!.command.type).toBe('DeleteSlides');
  });

  it('leaves Ctrl+Z to a text field while one has focus', async () => {
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Poll');
    const sent = server.received.length;
    const field = screen.getByRole('textbox', { name: 'Question' });
    field.focus();
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    await pause(10);
    expect(server.received).toHaveLength(sent);
  });

  it('disables undo while a change is being saved', async () => {
    const server = new FakeDeckServer();
    renderEditor(server);
    await screen.findByText('Connected');
    await addSlide('Poll');
    server.holdAcks = true;
    const field = screen.getByRole('textbox', { name: 'Question' });
    fireEvent.change(field, { target: { value: 'Held' } });
    fireEvent.blur(field);
    await waitFor(() => expect(screen.getByText('Saving…')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => server.releaseAcks());
    await saved();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("shows 'The action cannot be performed!' when an undo is refused", async () => {
    // The undo history's 150 ms suppression ends when the test moves the clock on.
    const later = freezeClock();
    const server = new FakeDeckServer();
    renderEditor(server);
    await screen.findByText('Connected');
    await addSlide('Poll');
    const decide = server.decide;
    server.decide = (deck, command) =>
      command.type === 'DeleteSlides' ? { statusCode: 404, code: 'not_found', message: 'Slide not found' } : decide(deck, command);
    later(UNDO_SUPPRESS_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The action cannot be performed!')).toBeTruthy();
    expect(slideButtons()).toHaveLength(1);
  });

  it("reverts a refused change and shows the server's message", async () => {
    const server = new FakeDeckServer();
    renderEditor(server);
    await screen.findByText('Connected');
    await addSlide('Poll');
    server.decide = () => ({ statusCode: 422, code: 'business_rule', message: 'There are already too many options. Please remove some to make room for new ones.' });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('There are already too many options. Please remove some to make room for new ones.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Option 1' })).toBeNull();
  });

  it('adds pasted wheel entries as one AddSlideOptions, undoes and redoes them in one step, and empties the wheel', async () => {
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Spinner Wheel');
    const titles = () => server.deck.slides[0]!.options.map((option) => option.title);
    const paste = screen.getByRole('textbox', { name: 'Paste entries, one per line' }) as HTMLTextAreaElement;
    fireEvent.change(paste, { target: { value: 'Ada\n\n  Grace \r\nLinus\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entries' }));
    await saved();
    expect(server.received.at(-1)!.command).toMatchObject({ type: 'AddSlideOptions', data: { options: [{ title: 'Ada' }, { title: 'Grace' }, { title: 'Linus' }] } });
    expect(titles()).toEqual(['Ada', 'Grace', 'Linus']);
    expect((screen.getByRole('textbox', { name: 'Entry 2' }) as HTMLInputElement).value).toBe('Grace');
    expect(paste.value).toBe('');
    await pause(UNDO_SUPPRESS_MS);

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await saved();
    expect(server.received.at(-1)!.command.type).toBe('DeleteSlideOptions');
    expect(titles()).toEqual([]);
    await pause(UNDO_SUPPRESS_MS);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    await saved();
    expect(titles()).toEqual(['Ada', 'Grace', 'Linus']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove all entries' }));
    await saved();
    expect(titles()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Remove all entries' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what is wrong with a paste of wheel entries, and sends nothing', async () => {
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Spinner Wheel');
    const sent = server.received.length;
    const paste = screen.getByRole('textbox', { name: 'Paste entries, one per line' });
    fireEvent.change(paste, { target: { value: '  \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entries' }));
    expect(screen.getByRole('alert').textContent).toBe('Type or paste at least one entry.');
    expect(paste.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(paste, { target: { value: `Ada\n\n${'x'.repeat(501)}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entries' }));
    expect(screen.getByRole('alert').textContent).toBe('Line 3 is longer than 500 characters.');
    expect(server.received).toHaveLength(sent);
  });

  it('adds, writes, pictures and removes the hints of a quiz question', async () => {
    const jupiter = uploadedImage('jupiter0000000000000000000000000', 'jupiter.png');
    const { server } = renderEditor(undefined, undefined, { 'GET /api/uploaded/images': json(200, { images: [jupiter] }) });
    await screen.findByText('Connected');
    await addSlide('Pick Answer');
    const hints = () => server.deck.slides[0]!.hints;
    fireEvent.click(screen.getByRole('button', { name: 'Add a hint' }));
    await saved();
    expect(hints()).toHaveLength(1);
    const text = screen.getByRole('textbox', { name: 'Hint 1' });
    fireEvent.change(text, { target: { value: 'It has a great red spot' } });
    fireEvent.blur(text);
    await saved();
    fireEvent.click(screen.getByRole('button', { name: 'Choose from My Images: Picture for Hint 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'jupiter.png' }));
    await saved();
    expect(hints()[0]!.text).toContain('It has a great red spot');
    expect(hints()[0]!.image).toMatchObject({ url: jupiter.large, thumbnail: jupiter.thumbnail });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Hint 1' }));
    await saved();
    expect(hints()).toEqual([]);
    expect(screen.queryByRole('textbox', { name: 'Hint 1' })).toBeNull();
  });

  it('offers hints on quiz questions only', async () => {
    renderEditor();
    await screen.findByText('Connected');
    await addSlide('Poll');
    expect(screen.queryByRole('button', { name: 'Add a hint' })).toBeNull();
  });

  it('moves a slide with Alt+ArrowDown as one SortSlides command', async () => {
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Poll');
    await addSlide('Word Cloud');
    const first = slideButtons()[0]!;
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    await saved();
    expect(slideButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Slide 1, Word Cloud: Word Cloud',
      'Slide 2, Poll: Poll',
    ]);
    expect(server.received.at(-1)!.command).toMatchObject({ type: 'SortSlides', data: { slides: [{ order: 2 }] } });
  });

  it('shows the connection state and keeps edits made while reconnecting', async () => {
    const { server, transports } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Poll');
    act(() => transports[0]!.drop());
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Question' });
    fireEvent.change(field, { target: { value: 'Typed offline' } });
    fireEvent.blur(field);
    await waitFor(() => expect(screen.getByText('1 change waiting to be saved')).toBeTruthy());
    act(() => transports[0]!.reconnect());
    await saved();
    expect(server.deck.slides[0]!.title).toBe('Typed offline');
  });
});

describe('the editor of a presentation in the trash', () => {
  afterEach(cleanup);

  it('says so and points to the trash', async () => {
    const server = new FakeDeckServer();
    server.events.push({
      ...server.events[0]!,
      id: 'trashed',
      type: 'PresentationMovedToTrash',
      revision: 1,
      data: { presentationId, deletedAt: '2026-01-03T00:00:00.000Z' },
    });
    renderEditor(server);
    expect(await screen.findByText(/This presentation is in the trash/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Restore it from the trash' }).getAttribute('href')).toBe('/apps/trash-bin');
  });
});

describe('the editor warns when text will not fit the stage', () => {
  afterEach(cleanup);

  it('says a question too long for the stage will be cut, and says nothing of one that fits', async () => {
    renderEditor();
    await screen.findByText('Connected');
    await addSlide('Poll');
    const sentence = 'How should a team that ships every week decide what to build next, who to ask, and when to stop? ';
    await retitle(sentence.repeat(7).slice(0, 600).trim());
    expect(screen.queryByText(/Too long for the stage/)).toBeNull();
    await retitle(sentence.repeat(11).slice(0, 1000).trim());
    expect(screen.getByText(/Too long for the stage/).closest('[role="status"]')!.textContent).toMatch(/Too long for the stage: even at the smallest readable size the question is cut after \d+ lines/);
  });
});

describe("the editor's canvas: blocks under the pointer and the keyboard", () => {
  // jsdom has no PointerEvent: a mouse event of that name carries the coordinates the canvas reads.
  beforeAll(() => {
    if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  const blocksOf = (server: FakeDeckServer) => server.deck.slides[0]!.canvasBlocks ?? [];
  const place = (server: FakeDeckServer, id: string) => {
    const block = blocksOf(server).find((candidate) => candidate.id === id)!;
    return { transform: block.style.transform, width: block.style.width, height: block.style.height };
  };
  const drag = (element: Element, from: [number, number], to: [number, number]) => {
    fireEvent.pointerDown(element, { button: 0, clientX: from[0], clientY: from[1] });
    fireEvent.pointerMove(window, { clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 });
    fireEvent.pointerMove(window, { clientX: to[0], clientY: to[1] });
    fireEvent.pointerUp(window, { clientX: to[0], clientY: to[1] });
  };

  it('moves and resizes a block with the mouse, each drag one command and one step of undo', async () => {
    const later = freezeClock();
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Content');
    const heading = blocksOf(server)[0]!;
    const start = place(server, heading.id);
    const sent = server.received.length;

    // The canvas is drawn at half size in jsdom (nothing to measure): 60 screen pixels are 120 canvas pixels.
    drag(screen.getByRole('button', { name: /^Heading 1:/ }), [100, 100], [160, 130]);
    await saved();
    expect(server.received).toHaveLength(sent + 1);
    expect(place(server, heading.id)).toEqual({ ...start, transform: 'translate(240px, 180px)' });

    const corner = document.querySelector(`[data-block-id="${heading.id}"] [data-handle="se"]`)!;
    drag(corner, [700, 200], [720, 210]);
    await saved();
    expect(server.received).toHaveLength(sent + 2);
    expect(place(server, heading.id)).toEqual({ transform: 'translate(240px, 180px)', width: start.width + 40, height: start.height + 20 });

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await saved();
    expect(place(server, heading.id)).toEqual({ ...start, transform: 'translate(240px, 180px)' });
    later(UNDO_SUPPRESS_MS);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await saved();
    expect(place(server, heading.id)).toEqual(start);
  });

  it('snaps a dragged block to the canvas centre', async () => {
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Content');
    const heading = blocksOf(server)[0]!;
    // 1040 wide at x 120: centred on 640 already; a drag of 3 canvas pixels right snaps back onto the centre line.
    drag(screen.getByRole('button', { name: /^Heading 1:/ }), [100, 100], [101.5, 150]);
    await saved();
    expect(place(server, heading.id).transform).toBe('translate(120px, 220px)');
  });

  it('moves, resizes, layers and deletes the selected block from the keyboard', async () => {
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Content');
    const [heading, text] = blocksOf(server);
    const frame = screen.getByRole('button', { name: /^Heading 1:/ });
    act(() => frame.focus());
    fireEvent.keyDown(frame, { key: 'ArrowRight', shiftKey: true });
    await saved();
    fireEvent.keyDown(frame, { key: 'ArrowDown' });
    await saved();
    expect(place(server, heading!.id).transform).toBe('translate(130px, 121px)');
    fireEvent.keyDown(frame, { key: 'ArrowRight', altKey: true });
    await saved();
    expect(place(server, heading!.id).width).toBe(heading!.style.width + 1);

    fireEvent.keyDown(frame, { key: ']', ctrlKey: true });
    await saved();
    expect(blocksOf(server).map((block) => block.id)).toEqual([text!.id, heading!.id]);
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Selected block' })).getByRole('button', { name: 'Send backward' }));
    await saved();
    expect(blocksOf(server).map((block) => block.id)).toEqual([heading!.id, text!.id]);

    fireEvent.keyDown(screen.getByRole('button', { name: /^Heading 1:/ }), { key: 'Delete' });
    await saved();
    expect(blocksOf(server).map((block) => block.id)).toEqual([text!.id]);
  });

  it('puts a new shape and a new emoji in different places', async () => {
    const { server } = renderEditor();
    await screen.findByText('Connected');
    await addSlide('Content');
    fireEvent.click(screen.getByRole('button', { name: 'Shape' }));
    await saved();
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    await saved();
    const [shape, emoji] = blocksOf(server).slice(-2);
    expect(shape!.type).toBe('Shape');
    expect(emoji!.type).toBe('Emoji');
    expect(shape!.style.transform).not.toBe(emoji!.style.transform);
  });

  it('shows a viewer no editing control and a banner saying they can view only and how to ask for access (issue 24)', async () => {
    const server = new FakeDeckServer();
    server.remote({ type: 'AddSlide', data: { presentationId, type: 'poll' } });
    renderEditor(server, `/presentation/${presentationId}`, {
      [`GET /api/presentation/${presentationId}/permissions`]: json(200, { presentationId, canEdit: false, canPresent: false, canRename: false, canShare: true }),
    });

    const banner = (await screen.findByText('You can view this presentation only.')).closest('[role="status"]');
    expect(banner?.textContent).toContain('ask its owner to invite you as an editor');
    // The slides can be looked through, not added, duplicated, deleted or dragged.
    const rail = screen.getByRole('navigation', { name: 'Slides' });
    expect(slideButtons()).toHaveLength(1);
    expect(within(rail).queryByRole('button', { name: 'Add slide' })).toBeNull();
    expect(within(rail).queryByRole('button', { name: /^Duplicate slide/ })).toBeNull();
    expect(within(rail).queryByRole('button', { name: /^Delete slide/ })).toBeNull();
    expect(rail.querySelector('[draggable="true"]')).toBeNull();
    // No undo, redo, Present or Share; the name cannot be changed, nor any field of the panel.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Present' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Present' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Presentation name' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Question' }).matches(':disabled')).toBe(true);
    // Keyboard shortcuts send nothing either.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(slideButtons()[0]!, { key: 'Delete' });
    expect(server.received).toEqual([]);
  });

  it('shows Present, the name and Share each only to whom the server allows them (issue 24, README "Team roles")', async () => {
    const server = new FakeDeckServer();
    server.remote({ type: 'AddSlide', data: { presentationId, type: 'poll' } });
    // A collaborator invited as editor: edits, but neither presents nor renames; the deck's Share dialog is theirs.
    renderEditor(server, `/presentation/${presentationId}`, {
      [`GET /api/presentation/${presentationId}/permissions`]: json(200, { presentationId, canEdit: true, canPresent: false, canRename: false, canShare: true }),
    });
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Slides' })).getAllByRole('button', { name: 'Add slide' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Present' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Present' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Presentation name' }) as HTMLInputElement).readOnly).toBe(true);
    cleanup();

    // A team member on a workspace deck: edits, renames and presents; the deck's collaborators are not theirs to share with.
    renderEditor(server, `/presentation/${presentationId}`, {
      [`GET /api/presentation/${presentationId}/permissions`]: json(200, { presentationId, canEdit: true, canPresent: true, canRename: true, canShare: false }),
    });
    expect(await screen.findByRole('link', { name: 'Present' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Presentation name' }) as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});

describe('the results flag (spec doc 2 §4)', () => {
  afterEach(cleanup);

  it('asks the server to re-check a deck opened with hasResults true, once, and never one without', async () => {
    const rechecks: string[] = [];
    const recheckRoute = { [`POST /api/presentation/${presentationId}/results-flag/recheck`]: (call: { url: string }) => {
        rechecks.push(call.url);
        return { status: 200, body: { hasResults: false } };
      },
    };
    const flagged = new FakeDeckServer();
    flagged.remote({ type: 'SetPresentationResultsFlag', data: { presentationId, hasResults: true } });
    renderEditor(flagged, undefined, recheckRoute);
    await waitFor(() => expect(rechecks).toHaveLength(1));
    await saved();
    expect(rechecks).toHaveLength(1);
    cleanup();

    renderEditor(new FakeDeckServer(), undefined, recheckRoute);
    await saved();
    expect(rechecks).toHaveLength(1);
  });
});
