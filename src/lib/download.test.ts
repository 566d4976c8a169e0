import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadFailureMessage, downloadFile, downloadFileName, DownloadError } from './download';
import { i18n } from './i18n';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const t = i18n.t.bind(i18n);

describe('downloads (spec 7 and 8)', () => {
  it('takes a failure message from the code map, then the server message, then the default', () => {
    expect(downloadFailureMessage({ code: 404, msg: '资源不存在' }, t)).toBe('The resource does not exist');
    expect(downloadFailureMessage({ code: 400, msg: 'Names with separators are refused' }, t)).toBe('Names with separators are refused');
    expect(downloadFailureMessage(null, t)).toBe('Download failed - Contact admin');
    expect(downloadFailureMessage({ code: 500, msg: '  ' }, t)).toBe('Download failed - Contact admin');
  });

  it('names the file from the download-filename header', () => {
    expect(downloadFileName(encodeURIComponent('报表 2026.csv'), 'file')).toBe('报表 2026.csv');
    expect(downloadFileName(null, 'front.png')).toBe('front.png');
    expect(downloadFileName('%E0%A4%A', 'x')).toBe('%E0%A4%A');
  });

  it('saves a blob under its name, and turns a JSON answer into a DownloadError with its message', async () => {
    const clicked: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('png-bytes', { headers: { 'content-type': 'image/png', 'download-filename': 'front.png' } })));
    await downloadFile('/common/download/resource', { resource: 'auth/1_2_front.png' }, 'image', t);
    expect(clicked).toEqual(['front.png']);

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 403, msg: 'x', data: null }), { status: 403, headers: { 'content-type': 'application/json' } })));
    await expect(downloadFile('/common/download/resource', { resource: 'k' }, 'image', t)).rejects.toEqual(new DownloadError('No permission for this operation'));
    click.mockRestore();
  });
});
