/** A failure with the HTTP status and Pleroma's `{"error": ...}` text it answers with. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export const notFound = (): SandboxError => new SandboxError(404, 'Record not found');
/** What Pleroma's EnsureAuthenticatedPlug answers when no valid user token came. */
export const invalidCredentials = (): SandboxError => new SandboxError(403, 'Invalid credentials.');
export const unprocessable = (message: string): SandboxError => new SandboxError(422, message);
