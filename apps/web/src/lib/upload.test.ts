import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { uploadForm } from './upload';

/** Just enough of XMLHttpRequest for the helper; each test drives the one it created. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

function sent(): FakeRequest {
  if (!FakeRequest.last) throw new Error('no request was sent');
  return FakeRequest.last;
}

const schema = z.array(z.object({ id: z.string() }));

beforeEach(() => {
  localStorage.clear();
  FakeRequest.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

afterEach(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('posts the form under /api with the bearer token and reports progress up to 1', async () => {
    localStorage.setItem('bearer_token', 'token-123');
    const form = new FormData();
    const onProgress = vi.fn();

    const upload = uploadForm('/hotels/h1/photos', form, { schema, onProgress });
    const request = sent();
    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(201, [{ id: 'p1' }]);

    await expect(upload).resolves.toEqual([{ id: 'p1' }]);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/hotels/h1/photos');
    expect(request.headers.Authorization).toBe('Bearer token-123');
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(request.body).toBe(form);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it('ignores progress events of unknown length', async () => {
    const onProgress = vi.fn();
    const upload = uploadForm('/x', new FormData(), { schema, onProgress });
    sent().upload.onprogress?.({ lengthComputable: false, loaded: 10, total: 0 } as ProgressEvent);
    sent().answer(201, []);
    await upload;
    expect(onProgress.mock.calls).toEqual([[1]]);
  });

  it.each([
    [415, { code: 'INVALID_IMAGE', message: 'not an image' }, 'INVALID_IMAGE'],
    [413, { code: 'PAYLOAD_TOO_LARGE', message: 'too large' }, 'PAYLOAD_TOO_LARGE'],
    [413, null, 'PAYLOAD_TOO_LARGE'],
    [415, null, 'UNSUPPORTED_MEDIA_TYPE'],
    [502, null, 'INTERNAL_SERVER_ERROR'],
  ])('a %i answer with %j rejects with the code %s', async (status, body, code) => {
    const upload = uploadForm('/x', new FormData(), { schema });
    sent().answer(status, body);
    const error = await upload.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code });
  });

  it('rejects with a TypeError when the network fails', async () => {
    const upload = uploadForm('/x', new FormData(), { schema });
    sent().onerror?.();
    await expect(upload).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts with the signal, even one aborted before the start', async () => {
    const controller = new AbortController();
    const upload = uploadForm('/x', new FormData(), { schema, signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });

    FakeRequest.last = undefined;
    await expect(
      uploadForm('/x', new FormData(), { schema, signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeRequest.last).toBeUndefined();
  });
});
