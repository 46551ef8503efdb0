import type { GatewayRequest, SmsGateway } from './sms-gateway.ts';

export interface HttpSmsGatewaySettings {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs: number;
}

/**
 * SMS and voice-call codes through an HTTP gateway: POST JSON, 2xx means accepted. Anything else
 * (another status, a refused connection, no answer within the timeout) is an error the worker
 * retries. Error messages name the status or the network error but never the URL, which may
 * carry credentials.
 */
export class HttpSmsGateway implements SmsGateway {
  constructor(private readonly settings: HttpSmsGatewaySettings) {}

  async send(request: GatewayRequest, signal: AbortSignal): Promise<void> {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    let response: Response;
    try {
      response = await fetch(this.settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.settings.token ? { authorization: `Bearer ${this.settings.token}` } : {}),
        },
        body: JSON.stringify(request),
        signal: AbortSignal.any([signal, timeout]),
        redirect: 'error',
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (timeout.aborted) throw new Error(`SMS gateway did not answer in ${this.settings.timeoutMs} ms`);
      const cause = (error as { cause?: { code?: string } }).cause;
      throw new Error(`SMS gateway unreachable${cause?.code ? `: ${cause.code}` : ''}`, { cause: error });
    }
    // The body is not needed; reading it to the end frees the connection for the next request.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
