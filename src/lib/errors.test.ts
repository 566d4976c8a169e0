import { describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { i18n } from './i18n';
import { describeError, presentError, serviceErrorStatus, type NoticeApis } from './errors';

const t = i18n.getFixedT('en');

function serviceError(status: number, message: string) {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code: 'SERVICE_ERROR', status } }],
  });
}

describe('describeError (spec section 8)', () => {
  it('401 → the session-expired dialog', () => {
    expect(describeError(serviceError(401, 'token expired'), t)).toMatchObject({ kind: 'sessionExpired', status: 401 });
  });

  it('500 → error toast with the message', () => {
    expect(describeError(serviceError(500, 'boom'), t)).toEqual({ kind: 'toastError', status: 500, message: 'boom' });
  });

  it('601 → warning toast', () => {
    expect(describeError(serviceError(601, 'wait 42 s'), t)).toEqual({ kind: 'toastWarning', status: 601, message: 'wait 42 s' });
  });

  it.each([400, 403, 404, 429])('%i → error alert with the message', (status) => {
    expect(describeError(serviceError(status, 'nope'), t)).toEqual({ kind: 'alert', status, message: 'nope' });
  });

  it('fills in the default message of the status when the server gave none', () => {
    expect(describeError(serviceError(403, ''), t).message).toBe('No permission for this operation');
    expect(describeError(serviceError(404, ' '), t).message).toBe('The resource does not exist');
    expect(describeError(serviceError(418, ''), t).message).toBe('System error, please report it to the administrator');
  });

  it('treats a masked error (no status) as a 500 with our own wording', () => {
    const masked = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Unexpected error.' }] });
    expect(describeError(masked, t)).toEqual({
      kind: 'toastError',
      status: 500,
      message: 'System error, please report it to the administrator',
    });
  });

  it('HTTP 401 → log out', () => {
    const err = new ServerError('Unauthorized', { response: new Response('', { status: 401 }), bodyText: '' });
    expect(describeError(err, t).kind).toBe('logout');
  });

  it('network errors → the message for 3 s', () => {
    expect(describeError(new TypeError('Failed to fetch'), t)).toEqual({
      kind: 'network',
      message: 'Cannot reach the server',
      duration: 3,
    });
    const err = new ServerError('bad gateway', {
      response: new Response('', { status: 502 }),
      bodyText: JSON.stringify({ errors: [{ message: 'upstream down' }] }),
    });
    expect(describeError(err, t)).toMatchObject({ kind: 'network', status: 502, message: 'upstream down', duration: 3 });
  });

  it('reads the status even when it arrives as a string', () => {
    const err = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', extensions: { status: '601' } }] });
    expect(serviceErrorStatus(err)).toBe(601);
  });
});

describe('presentError', () => {
  function ui() {
    return {
      message: { error: vi.fn(), warning: vi.fn() },
      notification: { error: vi.fn() },
    } satisfies NoticeApis;
  }
  const session = () => ({ sessionExpired: vi.fn(), logout: vi.fn() });

  it('hands 401 to the session and shows nothing itself', () => {
    const u = ui();
    const s = session();
    presentError(describeError(serviceError(401, 'x'), t), u, s, t);
    expect(s.sessionExpired).toHaveBeenCalledOnce();
    expect(u.message.error).not.toHaveBeenCalled();
    expect(u.notification.error).not.toHaveBeenCalled();
  });

  it('uses a toast for 500, a warning for 601, an alert for the rest, 3 s for network errors', () => {
    const u = ui();
    const s = session();
    presentError(describeError(serviceError(500, 'a'), t), u, s, t);
    presentError(describeError(serviceError(601, 'b'), t), u, s, t);
    presentError(describeError(serviceError(400, 'c'), t), u, s, t);
    presentError(describeError(new TypeError('Failed to fetch'), t), u, s, t);
    expect(u.message.error).toHaveBeenNthCalledWith(1, 'a');
    expect(u.message.warning).toHaveBeenCalledWith('b');
    expect(u.notification.error).toHaveBeenCalledWith({ title: 'Request failed', description: 'c' });
    expect(u.message.error).toHaveBeenNthCalledWith(2, 'Cannot reach the server', 3);
    expect(s.sessionExpired).not.toHaveBeenCalled();
  });
});
