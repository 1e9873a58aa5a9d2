import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type FetchPort, fieldErrorsOf } from '../../../src/core';
import { HttpClient } from '../../../src/core/api/http';
import { type HostileServer, sendJson, startHostileServer } from '../../support/hostile-server';

const fetchPort: FetchPort = (input, init) => fetch(input, init);
let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The error a request to a server answering `status` with `body` rejects with. */
async function errorFor(status: number, body: unknown): Promise<ApiError> {
  server = await startHostileServer({ handler: (_req, res) => sendJson(res, status, body) });
  const http = new HttpClient(fetchPort, server.url, 'tok');
  const error = await http.request('POST', '/api/v1/accounts', { json: {} }).catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ApiError field details', () => {
  it("keeps Pleroma's per-field messages", async () => {
    const error = await errorFor(400, {
      error: { username: ['has already been taken'], email: ['is invalid', 'is too long'] },
    });
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      username: ['has already been taken'],
      email: ['is invalid', 'is too long'],
    });
    // The one-line message forms fall back to is unchanged.
    expect(error.serverMessage).toBe(
      'username. has already been taken email. is invalid is too long',
    );
  });

  it("keeps Mastodon's details, by description", async () => {
    const error = await errorFor(422, {
      error: "Validation failed: Password can't be blank, Username is reserved",
      details: {
        password: [{ error: 'ERR_BLANK', description: "can't be blank" }],
        username: [{ error: 'ERR_RESERVED', description: 'is reserved' }],
        agreement: [{ error: 'ERR_ACCEPTED' }],
      },
    });
    expect(error.fields).toEqual({
      password: ["can't be blank"],
      username: ['is reserved'],
      agreement: ['ERR_ACCEPTED'],
    });
    expect(error.serverMessage).toBe(
      "Validation failed: Password can't be blank, Username is reserved",
    );
  });

  it('is empty for errors that name no field, and ignores junk', () => {
    expect(fieldErrorsOf({ error: 'Record not found' })).toEqual({});
    expect(fieldErrorsOf('<html>502</html>')).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ error: { name: 'too long', bad: [1, null, ''] } })).toEqual({
      name: ['too long'],
    });
    expect(fieldErrorsOf({ errors: { detail: ['Internal server error'] } })).toEqual({
      detail: ['Internal server error'],
    });
  });
});
