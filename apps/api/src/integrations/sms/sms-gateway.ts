/** What the HTTP SMS gateway receives (README: "SMS gateway"). */
export type GatewayRequest = { to: string; text: string } | { to: string; kind: 'call'; code: string };

/** Sends an SMS or places a call; resolves when the gateway accepted it, throws when it did not. */
export interface SmsGateway {
  send(request: GatewayRequest, signal: AbortSignal): Promise<void>;
}
